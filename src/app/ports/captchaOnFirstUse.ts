import type { CaptchaPort } from '../../model/ports.ts';
import { loadOnce } from '../../runtime/loadOnce.ts';

/**
 * A captcha port whose code loads on first use (issue 20 item 4): only a retry
 * of lists.captchaUrls runs the captcha (spec 4.4), so the binding (e.g.
 * `recaptchaCaptcha.ts`) is fetched at the first `execute()`, once. Before it
 * there is no widget, so `reset()` has nothing to reset. A chunk that does not
 * load is reported through `onLoadFailure` and `execute()` rejects, as a
 * failing widget does: the retry goes without a token (the service decides);
 * the next run loads again.
 */
export function captchaOnFirstUse(load: () => Promise<CaptchaPort>, onLoadFailure: (error: unknown) => void): CaptchaPort {
  let port: CaptchaPort | null = null;
  const code = loadOnce(() =>
    load().then(
      (loaded) => (port = loaded),
      (error: unknown) => {
        onLoadFailure(error);
        throw error;
      },
    ),
  );
  return {
    reset: () => port?.reset(),
    execute: () => code().then((loaded) => loaded.execute()),
  };
}
