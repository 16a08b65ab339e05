import { describe, expect, it } from 'vitest';
import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import { caseSetup } from '../../tools/qa/testgen/caseSetup.ts';
import { decisionCases } from '../../tools/qa/testgen/decisionCases.ts';
import { pageFacts } from '../../tools/qa/testgen/pageFacts.ts';
import type { CaseOutcome, FlowCase } from '../../tools/qa/testgen/flowCase.ts';
import { caseFileText, readmeText } from '../../tools/qa/testgen/writeSpecs.ts';
import { fixtureManifest } from './fixtureManifest.ts';

/** Issue 11 item 1: the generator of e2e cases, on small fixture flows with known answers. */
const manifest = fixtureManifest({
  getThing: { signedIn: '/thing/get', prospect: '/thing/nse/get', prepay: '/prepay/thing/get' },
  submitThing: { signedIn: '/thing/submit' },
  getNSAThrottleList: { signedIn: '/cart/throttle', prospect: '/cart/nse/throttle' },
});

function fixtureFlows(): FlowSet {
  const flows = emptyFlowSet();
  flows.texts = { 'fix.okMessage': 'All good.', 'fix.noMessage': 'Not for you.', 'fix.go': 'Go', 'fix.failed': 'It failed.' };
  flows.switches = { EA_NEW: { description: '', default: false }, EA_OLD: { description: '', default: true } };
  flows.lists = { throttleSwitchPrefixes: ['EA_'] };
  const view = (value: string) => ({ '==': [{ var: 'decisions.landing.view' }, value] });
  flows.journeys.fix = {
    id: 'fix',
    start: 'landing',
    pages: {
      landing: {
        route: 'landing',
        title: 'Landing',
        onEnter: [{ call: 'getThing' }],
        on: {
          GO: [{ effects: [{ call: 'submitThing', onDone: 'DONE', onError: 'DONE' }] }],
          DONE: [{ effects: [{ set: 'failure', to: { fact: 'decisions.submit.message' } }] }],
        },
        body: [
          { component: 'Heading', props: { level: 1, text: 'Landing' } },
          {
            component: 'Section',
            testId: 'OK_VIEW',
            when: view('ok'),
            children: [{ component: 'Alert', props: { text: { fact: 'decisions.landing.message' } } }],
          },
          {
            component: 'Section',
            testId: 'NO_VIEW',
            when: view('no'),
            children: [{ component: 'Alert', props: { text: { fact: 'decisions.landing.message' } } }],
          },
          { component: 'ActionButton', when: view('ok'), props: { label: { text: 'fix.go' }, onActivate: { event: 'GO' } } },
          { component: 'Alert', when: { var: 'ui.failure' }, props: { text: { fact: 'ui.failure' } } },
        ],
      },
    },
  } as never;
  flows.decisions.landing = {
    id: 'landing',
    description: '',
    rows: [
      {
        id: 'switchedOn',
        when: { var: 'switches.EA_NEW' },
        result: { view: 'ok', message: { text: 'fix.okMessage' } },
        examples: [{ facts: { switches: { EA_NEW: true }, answers: { getThing: { ok: true } } } }],
      },
      {
        id: 'switchedOff',
        when: { '!': { var: 'switches.EA_OLD' } },
        result: { view: 'no', message: { text: 'fix.noMessage' } },
        examples: [{ facts: { switches: { EA_OLD: false } } }],
      },
      {
        id: 'ok',
        when: { var: 'answers.getThing.ok' },
        result: { view: 'ok', message: { text: 'fix.okMessage' } },
        examples: [
          { name: 'signed in', facts: { user: { signedIn: true, prospect: false }, answers: { getThing: { ok: true } } } },
          { name: 'prepaid at 09:30', facts: { url: { basePath: '/sales/prepaid/' }, clock: { hour: 9, minute: 30 }, answers: { getThing: { ok: true } } } },
          { name: 'from the ui', facts: { ui: { chosen: true }, answers: { getThing: { ok: true } } } },
        ],
      },
    ],
    default: { id: 'no', result: { view: 'no', message: { text: 'fix.noMessage' } }, examples: [{ facts: { answers: { getThing: { ok: false } } } }] },
  } as never;
  flows.decisions.submit = {
    id: 'submit',
    description: '',
    rows: [
      {
        id: 'failed',
        when: { '==': [{ var: 'calls.submitThing.status' }, 'error'] },
        result: { message: { text: 'fix.failed' } },
        examples: [{ facts: { calls: { submitThing: { status: 'error' } } } }],
      },
    ],
    default: { id: 'fine', result: { message: '' }, examples: [] },
  } as never;
  flows.decisions.unread = { id: 'unread', description: '', rows: [], default: { id: 'always', result: {}, examples: [{ facts: {} }] } } as never;
  return flows;
}

function generated(outcomes: CaseOutcome[], title: string): FlowCase {
  const found = outcomes.find((outcome) => (outcome.ok ? outcome.flowCase.title : outcome.unexpressed.title) === title);
  if (!found?.ok) throw new Error(`${title}: ${found ? found.unexpressed.reason : 'no such case'}`);
  return found.flowCase;
}

describe('flows:tests', () => {
  const flows = fixtureFlows();
  const cases = decisionCases(flows.decisions.landing as never, 'flows/decisions/landing.json', flows, manifest);

  it('keys mock overrides on the path the shopper really calls, with the cookies that make them that shopper', () => {
    const signedIn = generated(cases, 'decision landing ok #1 (signed in)');
    expect(signedIn.setup.cookies).toEqual({ loggedIn: 'true' });
    // The throttle list is always answered, so the switches the example does not set keep their flow defaults.
    expect(signedIn.setup.overrides).toEqual({ 'POST /thing/get': { status: 200, body: { ok: true } }, 'POST /cart/throttle': { body: { throttleList: [] } } });
    const prepaid = generated(cases, 'decision landing ok #2 (prepaid at 09:30)');
    expect(prepaid.setup.path).toBe('/sales/prepaid/landing.html');
    expect(Object.keys(prepaid.setup.overrides)).toEqual(['POST /cart/nse/throttle', 'POST /prepay/thing/get']);
    expect(prepaid.setup.clock).toBe(Date.UTC(2026, 0, 5, 9, 30));
    expect(Object.keys(generated(cases, 'decision landing no #1').setup.overrides)).toEqual(['POST /cart/nse/throttle', 'POST /thing/nse/get']);
  });

  it('turns a switch on through the throttle-list answer and says why it cannot turn one off', () => {
    expect(generated(cases, 'decision landing switchedOn #1').setup.overrides['POST /cart/nse/throttle']).toEqual({ body: { throttleList: ['EA_NEW'] } });
    expect(cases).toContainEqual({
      ok: false,
      unexpressed: { title: 'decision landing switchedOff #1', reason: 'switches.EA_OLD off: it defaults on and a throttle list can only turn a switch on' },
    });
  });

  it('expects the test ids and texts the flows render for the outcome, and the other views absent', () => {
    expect(generated(cases, 'decision landing ok #1 (signed in)').expect).toEqual({
      visibleTestIds: ['OK_VIEW'],
      absentTestIds: ['NO_VIEW'],
      texts: ['All good.'],
    });
    expect(generated(cases, 'decision landing no #1').expect).toEqual({ visibleTestIds: ['NO_VIEW'], absentTestIds: ['OK_VIEW'], texts: ['Not for you.'] });
  });

  it('sets no decision directly: checks the browser decides what the example says from the other facts', () => {
    const withDecision = { decisions: { landing: { view: 'no' } } } as Record<string, unknown>;
    expect(caseSetup(withDecision, 'landing', flows, manifest).reasons).toEqual([]);
    const wrong = { decisions: { landing: { view: 'ok' } } } as Record<string, unknown>;
    expect(caseSetup(wrong, 'landing', flows, manifest).reasons).toEqual(['decisions.landing.view: the browser decides "no" from these facts, not "ok"']);
  });

  it('gives an answered call the status the runtime records for a 200 ("ok"), unless the example says otherwise', () => {
    const setup = { path: '/sales/digital/landing.html' };
    const answered = pageFacts(flows, setup, { answers: { getThing: { ok: true } } }) as { calls: Record<string, { status?: string }> };
    expect(answered.calls.getThing?.status).toBe('ok');
    const failed = pageFacts(flows, setup, { answers: { getThing: {} }, calls: { getThing: { status: 'error' } } }) as typeof answered;
    expect(failed.calls.getThing?.status).toBe('error');
  });

  it('lists what a browser cannot set up, with the reason', () => {
    const ui = cases.find((outcome) => !outcome.ok && outcome.unexpressed.title.includes('from the ui'));
    expect(ui).toMatchObject({ ok: false, unexpressed: { reason: expect.stringContaining('ui.*') } });
    const unread = decisionCases(flows.decisions.unread as never, 'x', flows, manifest);
    expect(unread).toEqual([{ ok: false, unexpressed: { title: 'decision unread always #1', reason: 'no page reads this table' } }]);
  });

  it('clicks the control whose event makes the call the table reads, borrowing the facts that show it', () => {
    const submit = decisionCases(flows.decisions.submit as never, 'x', flows, manifest);
    const failed = generated(submit, 'decision submit failed #1');
    expect(failed.steps).toEqual([{ kind: 'load' }, { kind: 'click', role: 'button', name: 'Go' }]);
    expect(failed.setup.overrides['POST /thing/submit']).toEqual({ status: 500, body: {} });
    expect(failed.expect.texts).toEqual(['It failed.']);
  });

  it('writes the cases as data into a case file and lists the unexpressed ones in the README', () => {
    const flowCase = generated(cases, 'decision landing no #1');
    const text = caseFileText({ file: 'decision-landing.cases.json', source: 'flows/decisions/landing.json', cases: [flowCase] });
    const file = JSON.parse(text) as { generated: string; source: string; cases: FlowCase[] };
    expect(file.generated).toContain('from flows/decisions/landing.json: do not edit');
    expect(file.cases).toEqual([flowCase]);
    // Compact: a short block such as the steps stays on one line.
    expect(text).toContain('"steps": [{ "kind": "load" }]');
    const readme = readmeText([], [{ title: 'decision landing switchedOff #1', reason: 'a | b' }]);
    expect(readme).toContain('0 cases in 0 case files (run by e2e/flow-cases.spec.ts); 1 cases cannot be expressed');
    expect(readme).toContain('| decision landing switchedOff #1 | a \\| b |');
  });
});
