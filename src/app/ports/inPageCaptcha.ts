import type { CaptchaPort } from '../../model/ports.ts';

/**
 * The captcha port of dev and demo builds: the in-page stand-in
 * (captchaStandIn.ts), loaded on the first retry that needs it so it stays
 * out of the start-up bundle.
 */
export function inPageCaptcha(win: Window): CaptchaPort {
  return {
    reset() {
      void import('./captchaStandIn.ts').then((module) => module.removeCaptchaStandIn(win));
    },
    async execute() {
      const module = await import('./captchaStandIn.ts');
      return module.runCaptchaStandIn(win);
    },
  };
}
