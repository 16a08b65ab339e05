import type { CaptchaPort } from '../../model/ports.ts';

type StandIn = typeof import('./captchaStandIn.ts');

/**
 * The captcha port of dev and demo builds: the in-page stand-in
 * (captchaStandIn.ts), loaded on the first retry that needs it so it stays
 * out of the start-up bundle. Reset and execute run in the order they were
 * asked for (one chain): a reset that finished after the next run started
 * would close the dialog the shopper is about to answer.
 */
export function inPageCaptcha(win: Window): CaptchaPort {
  let module: Promise<StandIn> | null = null;
  const load = (): Promise<StandIn> => (module ??= import('./captchaStandIn.ts'));
  let chain: Promise<unknown> = Promise.resolve();
  const then = <T>(step: (standIn: StandIn) => T | Promise<T>): Promise<T> => {
    const next = chain.then(load).then(step);
    // A failed step (the chunk did not load, the shopper cancelled) must not block the next one.
    chain = next.catch(() => undefined);
    return next;
  };
  return {
    reset() {
      void then((standIn) => standIn.removeCaptchaStandIn(win)).catch(() => undefined);
    },
    execute() {
      return then((standIn) => standIn.runCaptchaStandIn(win));
    },
  };
}
