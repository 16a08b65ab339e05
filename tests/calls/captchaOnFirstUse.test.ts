/**
 * The production captcha port loads its code on first use (issue 20 item 4,
 * src/app/ports/captchaOnFirstUse.ts): only a retry of lists.captchaUrls runs
 * the captcha (spec 4.4). Loaded at the first execute, once; a reset before it
 * has no widget to reset; a chunk that does not load is reported and the retry
 * goes without a token, as with a failing widget.
 */
import { describe, expect, it } from 'vitest';
import { captchaOnFirstUse } from '../../src/app/ports/captchaOnFirstUse.ts';
import type { CaptchaPort } from '../../src/model/ports.ts';
import { withFreshCaptcha } from '../../src/services/retry/captchaBody.ts';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/recaptchaCaptcha-x.js');

function widget(log: string[]): CaptchaPort {
  let runs = 0;
  return {
    reset: () => void log.push('reset'),
    execute: () => {
      runs += 1;
      log.push('execute');
      return Promise.resolve(`token-${runs}`);
    },
  };
}

describe('captchaOnFirstUse', () => {
  it('loads the binding at the first execute, once; a reset before it has nothing to reset', async () => {
    const log: string[] = [];
    let loads = 0;
    const port = captchaOnFirstUse(
      () => {
        loads += 1;
        return Promise.resolve(widget(log));
      },
      () => undefined,
    );
    port.reset();
    expect(loads).toBe(0);
    expect(await withFreshCaptcha({ cartInfo: { id: 'c1' } }, port)).toEqual({ cartInfo: { id: 'c1', gRecaptchaResponse: 'token-1' } });
    expect(await withFreshCaptcha({}, port)).toEqual({ cartInfo: { gRecaptchaResponse: 'token-2' } });
    expect(loads).toBe(1);
    // The first reset came before the widget existed; the second reached it.
    expect(log).toEqual(['execute', 'reset', 'execute']);
  });

  it('a chunk that does not load is reported, the retry goes without a token, and the next run loads again', async () => {
    const log: string[] = [];
    const failures: unknown[] = [];
    let loads = 0;
    const port = captchaOnFirstUse(
      () => {
        loads += 1;
        return loads <= 2 ? Promise.reject(chunkError) : Promise.resolve(widget(log));
      },
      (error) => void failures.push(error),
    );
    const body = { cartInfo: { id: 'c1' } };
    await expect(port.execute()).rejects.toBe(chunkError);
    // What the transport does on a captcha retry: the body goes as it was.
    expect(await withFreshCaptcha(body, port)).toBe(body);
    expect(await withFreshCaptcha(body, port)).toEqual({ cartInfo: { id: 'c1', gRecaptchaResponse: 'token-1' } });
    expect(failures).toEqual([chunkError, chunkError]);
    expect(loads).toBe(3);
  });
});
