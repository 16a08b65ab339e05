// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../src/mocks/scenarios.ts';
import { allServices } from '../../src/mocks/services/index.ts';

const services = allServices({});

/** Every call of spec section 7, as "METHOD path" including the variants. */
const SPEC_7_CALLS = [
  'POST /peripheralsservice/jsNotifyAsDynamic',
  'POST /peripheralsservice/nse/jsNotifyAsDynamic',
  'POST /cartservice/cart/getNSAThrottleList',
  'POST /cartservice/cart/nse/getNSAThrottleList',
  'POST /fraudservice/error/video-assist-check',
  'GET /support/1d/data/nos/videochat',
  'POST /personalizationrecommendationsservice/pdm',
  'POST /personalizationrecommendationsservice/pdm/',
  'GET /fraudservice/session/logout',
  'POST /fraudservice/session/logout',
  'POST /fraudservice/session/keepalive',
  'POST /prepayservice/session/keepalive',
  'POST /fraudservice/session/nse/clearCache',
  'POST /prepayservice/readDL',
  'POST /prepayservice/nse/readDL',
  'POST /omnidlservice/readDL',
  'POST /omnidlservice/nse/readDL',
  'GET /content/services-v1/:name.json',
  'POST /accountlandingservice/isaac/getoffers',
  'POST /accountlandingservice/isaac/getOpenBankEligibility',
  'POST /accountlandingservice/isaac/openBankApplication',
  'POST /accountlandingservice/isaac/createapplication',
  'POST /accountlandingservice/cosales/livePersonCheck',
  'POST /accountlandingservice/cosales/livePersonSubmitfeedback',
  'POST /devicepricingservice/saveAcceptedMyofferData',
  'POST /onedp/api/mva/session/continue',
];

describe('mock service table', () => {
  it('covers every call of spec 7', () => {
    const mocked = new Set(services.flatMap((s) => s.paths.map((path) => `${s.key.split(' ')[0]} ${path}`)));
    expect(SPEC_7_CALLS.filter((call) => !mocked.has(call))).toEqual([]);
  });

  it('keys are unique and each names its first path', () => {
    const keys = services.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const service of services) expect(service.key).toBe(`${service.key.split(' ')[0]} ${service.paths[0]}`);
  });

  it('the scenario table lists exactly the calls each scenario changes', () => {
    for (const [name, info] of Object.entries(SCENARIOS)) {
      const changed = services.filter((s) => s.scenarios && Object.hasOwn(s.scenarios, name)).map((s) => s.key);
      expect({ name, calls: [...changed].sort() }).toEqual({ name, calls: [...info.calls].sort() });
    }
  });

  it('names scenarios in kebab-case', () => {
    for (const name of Object.keys(SCENARIOS)) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
