// @vitest-environment jsdom
/**
 * The production binding of the captcha port (spec 4.4): reset and execute
 * map onto reCAPTCHA's invisible widget, the token comes from its callback;
 * without the vendor script or a site key execute rejects (the retry then goes without a token).
 */
import { describe, expect, it } from 'vitest';
import { recaptchaCaptcha } from '../../src/app/ports/recaptchaCaptcha.ts';

function fakeGrecaptcha(answer: 'token' | 'error') {
  const log: string[] = [];
  let callbacks: { callback: (token: string) => void; 'error-callback': () => void } | null = null;
  return {
    log,
    render: (_container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void; 'error-callback': () => void }) => {
      log.push(`render ${parameters.sitekey}`);
      callbacks = parameters;
      return 7;
    },
    reset: (id: number) => void log.push(`reset ${id}`),
    execute: (id: number) => {
      log.push(`execute ${id}`);
      if (answer === 'token') callbacks?.callback('g-token');
      else callbacks?.['error-callback']();
    },
  };
}

describe('recaptchaCaptcha', () => {
  it('renders one invisible widget, resets it and resolves with the callback token', async () => {
    const grecaptcha = fakeGrecaptcha('token');
    Object.assign(window, { grecaptcha });
    const port = recaptchaCaptcha(window, 'site-1');
    await expect(port.execute()).resolves.toBe('g-token');
    port.reset();
    await expect(port.execute()).resolves.toBe('g-token');
    expect(grecaptcha.log).toEqual(['render site-1', 'execute 7', 'reset 7', 'execute 7']);
  });

  it('rejects when the widget reports an error', async () => {
    Object.assign(window, { grecaptcha: fakeGrecaptcha('error') });
    await expect(recaptchaCaptcha(window, 'site-1').execute()).rejects.toThrow('reCAPTCHA failed');
  });

  it('rejects without the vendor script or without a site key', async () => {
    Object.assign(window, { grecaptcha: undefined });
    await expect(recaptchaCaptcha(window, 'site-1').execute()).rejects.toThrow('not loaded');
    Object.assign(window, { grecaptcha: fakeGrecaptcha('token') });
    await expect(recaptchaCaptcha(window, '').execute()).rejects.toThrow('not loaded');
  });
});
