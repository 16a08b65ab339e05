import type { CaptchaPort } from '../../model/ports.ts';
import type { CrashModule } from '../../runtime/plumbing/crashRecovery/CrashModule.ts';
import { loadOnce } from '../../runtime/loadOnce.ts';

/**
 * A captcha port whose code loads on first use (issue 20 item 4): only a retry
 * of lists.captchaUrls runs the captcha (spec 4.4), so the binding (e.g.
 * `recaptchaCaptcha.ts`) is fetched at the first `execute()`, once. Before it
 * there is no widget, so `reset()` has nothing to reset. A chunk that does not
 * load is logged as a script-load error through the store's crash module
 * (`crash()`, spec 8), as the other code loaded on first use is (lazyRun, error
 * assistance), and `execute()` rejects, as a failing widget does: the retry
 * goes without a token (the service decides); the next run loads again.
 */
export function captchaOnFirstUse(load: () => Promise<CaptchaPort>, crash: () => Pick<CrashModule, 'codeNotLoaded'> | undefined): CaptchaPort {
  let port: CaptchaPort | null = null;
  const code = loadOnce(() =>
    load().then(
      (loaded) => (port = loaded),
      (error: unknown) => {
        console.error('[storeflow] the captcha could not be loaded', error);
        // A failed resource, not a crash of the page: no reload, no 'Something went wrong.'.
        crash()?.codeNotLoaded('captcha', error);
        throw error;
      },
    ),
  );
  return {
    reset: () => port?.reset(),
    execute: () => code().then((loaded) => loaded.execute()),
  };
}
