/**
 * Spec 4.4, 5: a retry of a captcha URL (lists.captchaUrls: placing the order)
 * resets and re-runs the captcha port and carries its token in
 * cartInfo.gRecaptchaResponse, against the MSW mock services; other retried
 * URLs never touch the captcha; a captcha that fails lets the retry go without a token.
 */
import { describe, expect, it } from 'vitest';
import { adapterDefinitions } from '../../src/app/registries.ts';
import type { CaptchaPort } from '../../src/model/ports.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { mockServerForFile, ORIGIN, plumbingStore, settle } from '../plumbing/plumbingHarness.ts';

const flows = await checkedFlows();
const { mocks, unhandled } = mockServerForFile();
const submitPath = '/orderprocessservice/checkoutapi/submitOrder';
const placed = { body: { orderNumber: 'MO1', errors: [] } };

function recordingCaptcha(token: () => Promise<string>): CaptchaPort & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    reset: () => void log.push('reset'),
    execute: () => {
      log.push('execute');
      return token();
    },
  };
}

async function submit(captcha: CaptchaPort, adapter = 'submitOrder') {
  const { store, ports } = plumbingStore(flows, adapterDefinitions, { captcha, href: `${ORIGIN}/sales/digital/orderreview.html` });
  const outcome = await settle(store.call(adapter), ports.clock);
  await mocks.flushSeen();
  return { outcome, store };
}

describe('captcha on retry of the captcha URL', () => {
  for (const [fault, answer] of [
    ['503', { status: 503, body: { errors: [] } }],
    ['a dropped connection', { networkError: true }],
  ] as const) {
    it(`after ${fault}: reset, re-run, token in cartInfo.gRecaptchaResponse; the first attempt had none`, async () => {
      mocks.setOverrides({ [`POST ${submitPath}`]: [answer, placed] });
      const captcha = recordingCaptcha(() => Promise.resolve('tok-9'));
      const { outcome, store } = await submit(captcha);
      expect(outcome).toBe('done');
      expect(captcha.log).toEqual(['reset', 'execute']);
      const sent = mocks.seen.filter((request) => request.path === submitPath);
      expect(sent).toHaveLength(2);
      expect(sent[0]?.body).not.toHaveProperty('cartInfo');
      expect(sent[1]?.body).toMatchObject({ cartInfo: { gRecaptchaResponse: 'tok-9' } });
      expect(store.plumbing.serviceState.retryTriggered).toBe(true);
      expect(unhandled).toEqual([]);
    });
  }

  it('a captcha the shopper cancels: the retry goes without a token and its answer counts', async () => {
    mocks.setOverrides({ [`POST ${submitPath}`]: [{ status: 503 }, { status: 503 }] });
    const captcha = recordingCaptcha(() => Promise.reject(new Error('cancelled')));
    const { outcome } = await submit(captcha);
    expect(outcome).toBe('error');
    const sent = mocks.seen.filter((request) => request.path === submitPath);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).not.toHaveProperty('cartInfo');
  });

  it('a retried URL that is not a captcha URL never runs the captcha', async () => {
    mocks.setOverrides({ 'POST /accountlandingservice/isaac/getoffers': [{ status: 503 }, { body: { errors: [] } }] });
    const captcha = recordingCaptcha(() => Promise.resolve('tok-x'));
    const { outcome } = await submit(captcha, 'getoffers');
    expect(outcome).toBe('done');
    expect(captcha.log).toEqual([]);
    expect(mocks.seen.filter((request) => request.path.endsWith('/getoffers'))).toHaveLength(2);
  });

  it('success at the first attempt: no captcha at all', async () => {
    mocks.setOverrides({ [`POST ${submitPath}`]: placed });
    const captcha = recordingCaptcha(() => Promise.resolve('tok-y'));
    expect((await submit(captcha)).outcome).toBe('done');
    expect(captcha.log).toEqual([]);
  });
});
