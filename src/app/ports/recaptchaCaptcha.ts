import type { CaptchaPort } from '../../model/ports.ts';

/** The part of Google reCAPTCHA's browser API (v2 invisible widget) the port uses. */
interface Grecaptcha {
  render(container: HTMLElement, parameters: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback': () => void }): number;
  reset(widgetId: number): void;
  execute(widgetId: number): void;
}

/**
 * The production binding of the captcha port (spec 4.4): an invisible
 * reCAPTCHA v2 widget. reset() is grecaptcha.reset, execute() runs the
 * challenge and resolves with the token its callback receives. It needs the
 * vendor script (https://www.google.com/recaptcha/api.js) on the page, its hosts
 * in the CSP lists (flows/lists/security.json) and a site key: none of that is
 * shipped yet, so without the script execute() rejects and the retry goes
 * without a token (the service decides), as src/services/retry/captchaBody.ts says.
 */
export function recaptchaCaptcha(win: Window, siteKey: string): CaptchaPort {
  let widget: number | null = null;
  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  const api = (): Grecaptcha | undefined => (win as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  const widgetId = (grecaptcha: Grecaptcha): number => {
    if (widget !== null) return widget;
    const container = win.document.createElement('div');
    win.document.body.append(container);
    widget = grecaptcha.render(container, {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token) => pending?.resolve(token),
      'error-callback': () => pending?.reject(new Error('reCAPTCHA failed')),
    });
    return widget;
  };
  return {
    reset() {
      const grecaptcha = api();
      if (grecaptcha && widget !== null) grecaptcha.reset(widget);
    },
    execute() {
      const grecaptcha = api();
      if (!grecaptcha || !siteKey) return Promise.reject(new Error('reCAPTCHA is not loaded on this page'));
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
        grecaptcha.execute(widgetId(grecaptcha));
      });
    },
  };
}
