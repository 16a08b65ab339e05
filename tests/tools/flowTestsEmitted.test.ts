import { describe, expect, it } from 'vitest';
import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import { decisionCases } from '../../tools/qa/testgen/decisionCases.ts';
import type { CaseOutcome, FlowCase } from '../../tools/qa/testgen/flowCase.ts';
import { fixtureManifest } from './fixtureManifest.ts';

/**
 * Issue 11 item 1: a decision whose outcome shows nothing on the page is
 * tested on what the page sends out, through the emits its actions declare
 * (src/model/actionEmits.ts). Fixture flows with known answers.
 */
const manifest = fixtureManifest(
  {
    chatThing: { signedIn: '/chat/check', prospect: '/chat/nse/check' },
    getOrder: { signedIn: '/order/get', prospect: '/order/nse/get' },
    getBasket: { signedIn: '/basket/get', prospect: '/basket/nse/get' },
    getNSAThrottleList: { signedIn: '/cart/throttle', prospect: '/cart/nse/throttle' },
  },
  {
    tabBar: { description: '', argsSchema: {}, emits: [{ channel: 'bridge', type: 'tabBarSettings', fields: { pattern: 'pattern', tab: 'tab' } }] },
    chatCheck: { description: '', argsSchema: {}, emits: [{ channel: 'call', adapter: { name: 'chatThing' }, when: 'run' }] },
    dataLayer: { description: '', argsSchema: {}, emits: [{ channel: 'pageTag', event: { name: 'pageView' }, fields: { 'experience.label': 'label' } }] },
    cartTag: { description: '', argsSchema: {}, emits: [{ channel: 'pageTag', event: { arg: 'event' }, fields: { intendType: 'intendType' } }] },
  },
);

function table(id: string, rows: unknown[], defaultResult: Record<string, unknown>, defaultExamples: unknown[]) {
  return { id, description: '', rows, default: { id: 'otherwise', result: defaultResult, examples: defaultExamples } } as never;
}

function fixtureFlows(withAnalytics: boolean): FlowSet {
  const flows = emptyFlowSet();
  flows.switches = { EA_NEW: { description: '', default: false } };
  flows.lists = { throttleSwitchPrefixes: ['EA_'] };
  flows.journeys.fix = {
    id: 'fix',
    start: 'landing',
    pages: {
      landing: {
        route: 'landing',
        title: 'Landing',
        ...(withAnalytics ? { analytics: { pageName: 'landing' } } : {}),
        onEnter: [
          { action: 'tabBar', args: { pattern: { fact: 'decisions.bar.pattern' }, tab: 2 } },
          { action: 'chatCheck', args: { run: { fact: 'decisions.chat.run' } } },
          { action: 'dataLayer', args: { label: { fact: 'decisions.labels.label' } } },
          { call: 'getOrder', onDone: 'ORDER_LOADED' },
          { call: 'getBasket' },
        ],
        on: {
          ORDER_LOADED: [
            {
              effects: [
                { action: 'cartTag', args: { event: 'impression', intendType: { fact: 'decisions.intent.type' } } },
                { action: 'cartTag', args: { event: 'impression', intendType: { fact: 'decisions.kind.type' } } },
              ],
            },
          ],
        },
        body: [{ component: 'Heading', props: { level: 1, text: 'Landing' } }],
      },
      basket: {
        route: 'basket',
        title: 'Basket',
        onEnter: [{ call: 'getBasket', onDone: 'BASKET_LOADED' }],
        on: { BASKET_LOADED: [{ effects: [{ action: 'cartTag', args: { event: 'impression', intendType: { fact: 'decisions.kind.type' } } }] }] },
        body: [{ component: 'Heading', props: { level: 1, text: 'Basket' } }],
      },
    },
  } as never;
  flows.decisions.bar = table(
    'bar',
    [{ id: 'inApp', when: { var: 'native.app' }, result: { pattern: 'C' }, examples: [{ facts: { native: { app: true } } }] }],
    { pattern: '' },
    [{ facts: {} }],
  );
  flows.decisions.chat = table(
    'chat',
    [{ id: 'signedIn', when: { var: 'user.signedIn' }, result: { run: true }, examples: [{ facts: { user: { signedIn: true, prospect: false } } }] }],
    { run: false },
    [{ facts: {} }],
  );
  flows.decisions.labels = table(
    'labels',
    [{ id: 'treat', when: { var: 'switches.EA_NEW' }, result: { label: 'Treat' }, examples: [{ facts: { switches: { EA_NEW: true } } }] }],
    { label: 'Ctrl' },
    [{ facts: {} }],
  );
  flows.decisions.intent = table(
    'intent',
    [
      {
        id: 'upgrade',
        when: { '==': [{ var: 'answers.getOrder.kind' }, 'upgrade'] },
        result: { type: 'EUP' },
        examples: [{ facts: { answers: { getOrder: { kind: 'upgrade' } } } }],
      },
    ],
    { type: 'NSE' },
    [{ facts: { answers: { getOrder: { kind: 'new' } } } }],
  );
  // Read on the landing when getOrder answers, and on the basket when getBasket answers.
  const kindOf = { or: [{ var: 'answers.getOrder.kind' }, { var: 'answers.getBasket.kind' }] };
  flows.decisions.kind = table(
    'kind',
    [{ id: 'upgrade', when: { '==': [kindOf, 'upgrade'] }, result: { type: 'EUP' }, examples: [{ facts: { answers: { getBasket: { kind: 'upgrade' } } } }] }],
    { type: 'NSE' },
    [],
  );
  return flows;
}

function outcome(outcomes: CaseOutcome[], title: string): FlowCase | string {
  const found = outcomes.find((candidate) => (candidate.ok ? candidate.flowCase.title : candidate.unexpressed.title) === title);
  if (!found) throw new Error(`${title}: no such case`);
  return found.ok ? found.flowCase : found.unexpressed.reason;
}

describe('flows:tests: outcomes seen outside the page', () => {
  const flows = fixtureFlows(true);
  const cases = (id: string, from = flows) => decisionCases(from.decisions[id] as never, `flows/decisions/${id}.json`, from, manifest);

  it('expects the bridge message field the table feeds, inside the app, with a recording bridge', () => {
    const inApp = outcome(cases('bar'), 'decision bar inApp #1') as FlowCase;
    expect(inApp.setup.nativeBridge).toBe(true);
    expect(inApp.setup.userAgent).toContain('VZW-MFA');
    // Only the field this table decides: `tab` is a literal of the flow, not this table's outcome.
    expect(inApp.expect.emitted).toEqual([{ channel: 'bridge', type: 'tabBarSettings', fields: { pattern: 'C' } }]);
    expect(outcome(cases('bar'), 'decision bar otherwise #1')).toBe('outside the native app there is no bridge to receive the tabBarSettings message');
  });

  it('expects a call made on the path this shopper calls, or not made by the time the page view is tagged', () => {
    expect((outcome(cases('chat'), 'decision chat signedIn #1') as FlowCase).expect.emitted).toEqual([
      { channel: 'call', call: 'POST /chat/check', made: true },
    ]);
    expect((outcome(cases('chat'), 'decision chat otherwise #1') as FlowCase).expect.emitted).toEqual([
      { channel: 'call', call: 'POST /chat/nse/check', made: false },
    ]);
    const noTag = fixtureFlows(false);
    expect(outcome(cases('chat', noTag), 'decision chat otherwise #1')).toBe(
      'the outcome is that chatThing is not called, and landing sends no page-view tag to wait for',
    );
  });

  it('expects what the handler of an entry call sends once the call answered, the event named by an arg', () => {
    const upgrade = outcome(cases('intent'), 'decision intent upgrade #1') as FlowCase;
    expect(upgrade.setup.overrides['POST /order/nse/get']).toEqual({ status: 200, body: { kind: 'upgrade' } });
    expect(upgrade.expect.emitted).toEqual([{ channel: 'pageTag', event: 'impression', fields: { intendType: 'EUP' } }]);
  });

  it("expects a handler's tag only where its own call's answer gives the row: the page whose call carries the example's answer", () => {
    // On the landing the tag goes out when getOrder answers, perhaps before getBasket: not expected there.
    const upgrade = outcome(cases('kind'), 'decision kind upgrade #1') as FlowCase;
    expect(upgrade.setup.path).toBe('/sales/digital/basket.html');
    expect(upgrade.expect.emitted).toEqual([{ channel: 'pageTag', event: 'impression', fields: { intendType: 'EUP' } }]);
  });

  it('expects the page-tag record at the dotted path the action declares, switches set through the throttle list', () => {
    const treat = outcome(cases('labels'), 'decision labels treat #1') as FlowCase;
    expect(treat.setup.overrides['POST /cart/nse/throttle']).toEqual({ body: { throttleList: ['EA_NEW'] } });
    expect(treat.expect.emitted).toEqual([{ channel: 'pageTag', event: 'pageView', fields: { 'experience.label': 'Treat' } }]);
    expect((outcome(cases('labels'), 'decision labels otherwise #1') as FlowCase).expect.emitted).toEqual([
      { channel: 'pageTag', event: 'pageView', fields: { 'experience.label': 'Ctrl' } },
    ]);
  });
});
