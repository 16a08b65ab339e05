import { describe, expect, it } from 'vitest';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { deriveFacts } from '../../src/engine/deriveFacts.ts';
import type { Facts } from '../../src/model/facts.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { derivedFacts } from '../../src/runtime/facts/derivedFacts.ts';
import { deviceFacts } from '../../src/runtime/facts/deviceFacts.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

const flows = await checkedFlows();

/** The device rules as TypeScript held them before they moved to flows/decisions: the reference for "no behaviour change". */
function formerDeviceRules(userAgent: string, viewportWidth: number, rps: boolean): { type: string; channelId: string } {
  const nativeApp = userAgent.includes('VZW-MFA');
  const ios = /iPhone|iPad|iOS/i.test(userAgent);
  const tablet = /iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent));
  const mobile = !tablet && (/Mobi|iPhone|Android/i.test(userAgent) || viewportWidth < 768);
  const type = tablet ? 'tablet' : mobile ? 'mobile' : 'desktop';
  let channelId = type === 'tablet' ? 'VZW-DOTCOM-TAB' : type === 'mobile' ? 'VZW-DOTCOM-MOB' : 'VZW-DOTCOM';
  if (rps) channelId = 'VZW-RPS';
  if (nativeApp) channelId = ios ? 'VZW-MFA-IOS' : 'VZW-MFA-ANDROID';
  return { type, channelId };
}

function derivedDevice(userAgent: string, viewportWidth: number, rps: boolean): { type: string; channelId: string } {
  const raw = mergeFacts(blankFacts(flows), { device: deviceFacts(userAgent, viewportWidth), url: { query: rps ? { channel: 'rps' } : {} } });
  const { type, channelId } = deriveFacts(raw, flows, derivedFacts).device;
  return { type, channelId };
}

const userAgents = [
  'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/120.0 Safari/537.36',
  'Mozilla/5.0 (Linux; ANDROID 14; tablet build) Chrome/120.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) MOBILE VZW-MFA/21.3',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) VZW-MFA 20.1',
  'Mozilla/5.0 (iPad; CPU OS 17_0) VZW-MFA/22',
  'SomeBot/1.0 mobi',
  '',
];

describe('device class and channel id from flows/decisions', () => {
  it.each(userAgents.flatMap((ua) => [320, 767, 768, 1280].flatMap((width) => [false, true].map((rps) => [ua, width, rps] as const))))(
    'match the former TypeScript rules: %j at %i px, rps %s',
    (userAgent, width, rps) => {
      expect(derivedDevice(userAgent, width, rps)).toEqual(formerDeviceRules(userAgent, width, rps));
    },
  );

  it('moves the breakpoint with settings.mobileBreakpointPx', () => {
    const wider = { ...flows, settings: { ...flows.settings, mobileBreakpointPx: 1024 } };
    const raw = mergeFacts(blankFacts(wider), { device: deviceFacts('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 900) });
    expect(deriveFacts(raw, wider, derivedFacts).device).toMatchObject({ type: 'mobile', channelId: 'VZW-DOTCOM-MOB' });
  });
});

describe('employee from flows/decisions/user-employee.json', () => {
  const offers = (enterpriseId: unknown, isEmployeeEligible: unknown): Facts =>
    mergeFacts(blankFacts(flows), { answers: { getoffers: { issacPromo: { tagInformation: { enterpriseId }, proposition: { isEmployeeEligible } } } } });

  it.each([
    ['E-1', true, true],
    ['E-1', false, false],
    ['', true, false],
    [undefined, true, false],
    ['E-1', undefined, false],
  ])('enterpriseId %j, isEmployeeEligible %j -> %s', (enterpriseId, eligible, employee) => {
    expect(deriveFacts(offers(enterpriseId, eligible), flows, derivedFacts).user.employee).toBe(employee);
  });
});

describe('deriveFacts', () => {
  it('leaves a fact as it was when its table is missing or answers with another type', () => {
    const facts = blankFacts(emptyFlowSet());
    expect(deriveFacts(facts, emptyFlowSet(), derivedFacts)).toEqual(facts);
    const odd = emptyFlowSet();
    odd.decisions.employee = { $schema: '', id: 'employee', rows: [], default: { id: 'd', result: { employee: 'yes' }, examples: [] } } as never;
    expect(deriveFacts(facts, odd, derivedFacts).user.employee).toBe(false);
  });

  it('does not change the facts it is given', () => {
    const facts = mergeFacts(blankFacts(flows), { device: deviceFacts('Mozilla/5.0 (iPhone) Mobile', 390) });
    const derived = deriveFacts(facts, flows, derivedFacts);
    expect(derived.device.type).toBe('mobile');
    expect(facts.device.type).toBe('desktop');
  });
});

describe('rules the runtime reads by name', () => {
  it('exist in flows/', () => {
    for (const { table } of derivedFacts) expect(flows.decisions[table], table).toBeDefined();
    expect(flows.decisions.debugButton).toBeDefined();
    expect(flows.settings.pageTagDelayMs).toBe(500);
    expect(flows.settings.mobileBreakpointPx).toBe(768);
  });
});
