// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { post, useMockServer } from './mockServerHarness.ts';

const mocks = useMockServer();

async function json(path: string): Promise<Record<string, unknown>> {
  return (await post(path)).json() as Promise<Record<string, unknown>>;
}

describe('scenario presets: sessionStorage["mock:scenario"] (contracts 4)', () => {
  it('savings-ineligible-code puts 15400 in errors[0].serviceErrMsg', async () => {
    mocks.setScenario('savings-ineligible-code');
    const body = await json('/accountlandingservice/isaac/getOpenBankEligibility');
    expect((body.errors as { serviceErrMsg: string }[])[0]?.serviceErrMsg).toContain('15400');
  });

  it('savings-not-in-good-standing: active, mtnStatus T, content filled', async () => {
    mocks.setScenario('savings-not-in-good-standing');
    const body = await json('/accountlandingservice/isaac/getOpenBankEligibility');
    expect(body).toMatchObject({ accountStatus: 'active', mtnStatus: 'T' });
    expect(body.content).toMatchObject({ header: expect.stringMatching(/.+/), ctaLabel: expect.stringMatching(/.+/) });
  });

  it('savings-empty answers {}', async () => {
    mocks.setScenario('savings-empty');
    expect(await json('/accountlandingservice/isaac/getOpenBankEligibility')).toEqual({});
  });

  it('card-employee: gc_15, isEmployeeEligible, enterpriseId E-1', async () => {
    mocks.setScenario('card-employee');
    const body = await json('/accountlandingservice/isaac/getoffers');
    expect(body.issacPromo).toMatchObject({
      proposition: { isEmployeeEligible: true, spoName: 'gc_15' },
      tagInformation: { enterpriseId: 'E-1' },
    });
  });

  it('a scenario leaves other calls at their defaults', async () => {
    mocks.setScenario('card-maine');
    expect((await json('/accountlandingservice/isaac/getoffers')).issacPromo).toMatchObject({ stateCd: 'ME' });
    expect(await json('/accountlandingservice/isaac/getOpenBankEligibility')).toMatchObject({ mtnStatus: 'A', errors: [] });
  });

  it('session-expired: keep-alive 500 on both paths', async () => {
    mocks.setScenario('session-expired');
    expect((await post('/fraudservice/session/keepalive')).status).toBe(500);
    expect((await post('/prepayservice/session/keepalive')).status).toBe(500);
  });

  it('unauthorized: 401 on the account landing calls', async () => {
    mocks.setScenario('unauthorized');
    expect((await post('/accountlandingservice/isaac/getoffers')).status).toBe(401);
    expect((await post('/accountlandingservice/cosales/livePersonCheck')).status).toBe(401);
    expect((await post('/fraudservice/session/keepalive')).status).toBe(200);
  });

  it('flaky-503: first answer 503 then the default, counted per call', async () => {
    mocks.setScenario('flaky-503');
    const offers = [
      await post('/accountlandingservice/isaac/getoffers'),
      await post('/accountlandingservice/isaac/getoffers'),
      await post('/accountlandingservice/isaac/getoffers'),
    ];
    expect(offers.map((r) => r.status)).toEqual([503, 200, 200]);
    expect(offers[1]?.headers.get('x-mock-source')).toBe('scenario:flaky-503:default');
    expect(((await offers[1]?.json()) as { issacPromo: { stateCd: string } }).issacPromo.stateCd).toBe('NJ');
    expect((await post('/accountlandingservice/isaac/getOpenBankEligibility')).status).toBe(503);
  });

  it('flaky-503 starts again after switching scenario away and back', async () => {
    mocks.setScenario('flaky-503');
    expect((await post('/accountlandingservice/isaac/createapplication')).status).toBe(503);
    expect((await post('/accountlandingservice/isaac/createapplication')).status).toBe(200);
    mocks.setScenario('card-maine');
    await post('/accountlandingservice/isaac/createapplication');
    mocks.setScenario('flaky-503');
    expect((await post('/accountlandingservice/isaac/createapplication')).status).toBe(503);
  });

  it('go-to-url and cart-locked carry the fields the app reacts to', async () => {
    mocks.setScenario('go-to-url');
    expect((await json('/accountlandingservice/isaac/getoffers')).goToUrl).toBe('/sales/next/expresscart.html?redirect=detailsnotfound');
    mocks.setScenario('cart-locked');
    const locked = await json('/accountlandingservice/isaac/getOpenBankEligibility');
    expect((locked.errors as { details: { lockedChannelID: string }[] }[])[0]?.details[0]?.lockedChannelID).toBe('VZW-RPS');
  });

  it('generic-error: SYSTEM_ERROR with an empty message', async () => {
    mocks.setScenario('generic-error');
    expect((await json('/accountlandingservice/isaac/createapplication')).errors).toEqual([{ id: 'SYSTEM_ERROR', name: 'SYSTEM_ERROR', message: '' }]);
  });

  it('overrides win over the scenario', async () => {
    mocks.setScenario('card-maine');
    mocks.setOverrides({ 'POST /accountlandingservice/isaac/getoffers': { body: { issacPromo: { stateCd: 'CA' } } } });
    expect((await json('/accountlandingservice/isaac/getoffers')).issacPromo).toEqual({ stateCd: 'CA' });
  });

  it('an unknown scenario falls back to defaults with one [mocks] warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocks.setScenario('no-such-scenario');
    expect((await post('/accountlandingservice/isaac/getoffers')).status).toBe(200);
    expect((await post('/accountlandingservice/isaac/getoffers')).status).toBe(200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[mocks\] Unknown scenario "no-such-scenario".*savings-eligible/);
  });
});
