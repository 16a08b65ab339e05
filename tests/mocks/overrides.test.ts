// @vitest-environment node
import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN, post, useMockServer } from './mockServerHarness.ts';

const mocks = useMockServer();
const GET_OFFERS = 'POST /accountlandingservice/isaac/getoffers';

describe('per-call overrides: localStorage["mock:overrides"] (contracts 4)', () => {
  it('a single answer replaces the default, with status, body and headers', async () => {
    mocks.setOverrides({ [GET_OFFERS]: { status: 500, body: { errors: [{ name: 'HTTP_ERROR' }] }, headers: { 'last-cached-time': '123' } } });
    const response = await post('/accountlandingservice/isaac/getoffers');
    expect(response.status).toBe(500);
    expect(response.headers.get('last-cached-time')).toBe('123');
    expect(response.headers.get('x-mock-source')).toBe('override');
    expect(await response.json()).toEqual({ errors: [{ name: 'HTTP_ERROR' }] });
  });

  it('answers every variant of the service path (query ignored): signed in or /nse/ (issue 21 item 6)', async () => {
    mocks.setOverrides({ 'POST /cartservice/cart/nse/getNSAThrottleList': { body: { throttleList: ['EA_C'] } } });
    const nse = await (await post('/cartservice/cart/nse/getNSAThrottleList?cartId=1')).json();
    const signedIn = await (await post('/cartservice/cart/getNSAThrottleList')).json();
    expect(nse.throttleList).toEqual(['EA_C']);
    expect(signedIn.throttleList).toEqual(['EA_C']);
  });

  it('an override for the exact path wins over one for another variant', async () => {
    mocks.setOverrides({
      'POST /cartservice/cart/nse/getNSAThrottleList': { body: { throttleList: ['EA_C'] } },
      'POST /cartservice/cart/getNSAThrottleList': { body: { throttleList: ['EA_VC'] } },
    });
    const nse = await (await post('/cartservice/cart/nse/getNSAThrottleList')).json();
    const signedIn = await (await post('/cartservice/cart/getNSAThrottleList')).json();
    expect(nse.throttleList).toEqual(['EA_C']);
    expect(signedIn.throttleList).toEqual(['EA_VC']);
  });

  it('an array is used in turn and its last answer repeats', async () => {
    mocks.setOverrides({ [GET_OFFERS]: [{ status: 503 }, { status: 502 }, { body: { ok: 3 } }] });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('/accountlandingservice/isaac/getoffers')).status);
    expect(statuses).toEqual([503, 502, 200, 200, 200]);
  });

  it('turn counters start again when the overrides text changes', async () => {
    const answers = [{ status: 503 }, { status: 200 }];
    mocks.setOverrides({ [GET_OFFERS]: answers });
    expect((await post('/accountlandingservice/isaac/getoffers')).status).toBe(503);
    expect((await post('/accountlandingservice/isaac/getoffers')).status).toBe(200);
    mocks.setOverrides({ [GET_OFFERS]: answers, 'POST /fraudservice/session/keepalive': {} });
    expect((await post('/accountlandingservice/isaac/getoffers')).status).toBe(503);
  });

  it('networkError: true fails like a dropped connection (fetch and axios)', async () => {
    mocks.setOverrides({ [GET_OFFERS]: { networkError: true, status: 200 } });
    await expect(post('/accountlandingservice/isaac/getoffers')).rejects.toThrow(TypeError);
    const failure = await axios.post(`${ORIGIN}/accountlandingservice/isaac/getoffers`, {}).catch((error: unknown) => error);
    expect(axios.isAxiosError(failure)).toBe(true);
    expect(axios.isAxiosError(failure) && failure.response).toBeUndefined();
  });

  it('a string body is sent as-is as application/json (malformed JSON)', async () => {
    mocks.setOverrides({ [GET_OFFERS]: { body: '{"issacPromo": ' } });
    const response = await post('/accountlandingservice/isaac/getoffers');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.clone().text()).toBe('{"issacPromo": ');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('delayMs waits before answering, so a client timeout fires', async () => {
    mocks.setOverrides({ 'POST /fraudservice/session/keepalive': { delayMs: 150 } });
    const started = performance.now();
    expect((await post('/fraudservice/session/keepalive')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);

    mocks.setOverrides({ 'POST /fraudservice/session/keepalive': { delayMs: 1000 } });
    await expect(post('/fraudservice/session/keepalive', {}, { signal: AbortSignal.timeout(30) })).rejects.toThrow();
  });

  it('also answers calls that have no mock service, and only those with an override', async () => {
    mocks.setOverrides({ 'POST /cartservice/cart/addDevice': { body: { cartId: 'C-1' } } });
    expect(await (await post('/cartservice/cart/addDevice')).json()).toEqual({ cartId: 'C-1' });
    expect(mocks.unhandled).toEqual([]);
    // Port 1 on loopback refuses quickly: the request was left to the network.
    await expect(fetch('http://127.0.0.1:1/cartservice/cart/saveCart', { method: 'POST' })).rejects.toThrow();
    expect(mocks.unhandled).toEqual(['POST http://127.0.0.1:1/cartservice/cart/saveCart']);
  });

  it('invalid JSON is ignored with one [mocks] warning saying where to fix it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocks.setOverrides('{ "POST /accountlandingservice/isaac/getoffers": { "status": 500 ');
    for (let i = 0; i < 2; i++) {
      const response = await post('/accountlandingservice/isaac/getoffers');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-mock-source')).toBe('default');
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[mocks\] Ignoring all overrides: invalid JSON .*localStorage\["mock:overrides"\]/);
  });

  it('a well-formed but wrong answer is ignored with a warning naming the key and field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocks.setOverrides({ [GET_OFFERS]: { stauts: 500 } } as never);
    expect((await post('/accountlandingservice/isaac/getoffers')).status).toBe(200);
    expect(warn.mock.calls[0]?.[0]).toContain('"POST /accountlandingservice/isaac/getoffers" has unknown field "stauts"');
  });
});
