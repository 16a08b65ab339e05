import { describe, expect, it } from 'vitest';
import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import { errorAnswer } from '../../tools/qa/testgen/errorAnswer.ts';
import { errorCases } from '../../tools/qa/testgen/errorCases.ts';
import type { CaseOutcome, FlowCase } from '../../tools/qa/testgen/flowCase.ts';
import { redirectCases } from '../../tools/qa/testgen/redirectCases.ts';
import { normaliseOutcome } from '../../src/services/errors/normaliseOutcome.ts';
import { fixtureManifest } from './fixtureManifest.ts';

/** Issue 11 item 1: error-table and redirect-table rows as e2e cases, on small fixture flows with known answers. */
const manifest = fixtureManifest({
  getCart: { signedIn: '/cart/get', prospect: '/cart/nse/get', prepay: '/prepay/cart/get' },
  getBig: { signedIn: '/big/get' },
  submit: { signedIn: '/submit', prospect: '/nse/submit' },
  jsNotifyAsDynamic: { signedIn: '/log', prospect: '/nse/log' },
  getNSAThrottleList: { signedIn: '/throttle', prospect: '/nse/throttle' },
});

function fixtureFlows(): FlowSet {
  const flows = emptyFlowSet();
  flows.texts = { 'fix.cancelled': 'Your request was cancelled.' };
  flows.settings = { logoutUrl: '/logout', redirectDelayMs: 2000, cartLockDefaultChannel: 'WEB', retryCount: 1 };
  flows.lists = { retryUrls: [] };
  const heading = { component: 'Heading', props: { level: 1, text: 'Page' } };
  flows.journeys.fix = {
    id: 'fix',
    start: 'cheap',
    pages: {
      big: { route: 'big', title: 'Big', onEnter: [{ call: 'getCart' }, { call: 'getBig' }], body: [heading] },
      cheap: {
        route: 'cheap',
        title: 'Cheap',
        onEnter: [{ call: 'getCart' }],
        on: { SEND: [{ effects: [{ call: 'submit' }] }] },
        body: [heading, { component: 'ActionButton', props: { label: 'Send', onActivate: { event: 'SEND' } } }],
      },
      entry: {
        route: 'entry',
        title: 'Entry',
        onEnter: [{ action: 'followRedirectTable', args: { table: 'lost' } }],
        body: [heading],
      },
    },
  } as never;
  flows.redirectTables.lost = {
    id: 'lost',
    description: '',
    rows: [
      { id: 'prepaid', when: { var: 'user.prepay' }, to: '/prepaid/cart.html', examples: [{ facts: { user: { prepay: true } } }] },
      { id: 'fromUi', when: { var: 'ui.back' }, to: '/back.html', examples: [{ facts: { ui: { back: true } } }] },
    ],
  } as never;
  flows.errorTables.serviceErrors = {
    id: 'serviceErrors',
    description: '',
    rows: [
      {
        id: 'unauthorized',
        when: { '==': [{ var: 'error.status' }, 401] },
        logLevel: 'ERROR',
        effects: [{ action: 'logout' }],
        examples: [{ facts: { error: { kind: 'unauthorized', status: 401 } } }],
      },
      {
        id: 'goToUrl',
        when: { '!': { isEmpty: { var: 'error.goToUrl' } } },
        logLevel: 'INFO',
        logSubEvent: 'GO',
        effects: [{ redirect: { fact: 'error.goToUrl' }, withGoto: true, delayMs: 2000 }],
        examples: [{ facts: { error: { kind: 'redirect', goToUrl: '/next.html?x=1' } } }],
      },
      {
        id: 'lost',
        when: { '==': [{ var: 'error.id' }, 'LOST'] },
        effects: [{ action: 'followRedirectTable', args: { table: 'lost' } }],
        examples: [{ facts: { error: { kind: 'service', id: 'LOST' } } }],
      },
      {
        id: 'cancelled',
        when: { '==': [{ var: 'error.id' }, 'CANCELLED'] },
        logLevel: 'INFO',
        effects: [{ action: 'notify', args: { message: { text: 'fix.cancelled' } } }],
        examples: [{ facts: { error: { kind: 'service', id: 'CANCELLED', adapter: 'getBig' } } }],
      },
      {
        id: 'sendFailed',
        when: { '==': [{ var: 'error.id' }, 'SEND_FAILED'] },
        logLevel: 'ERROR',
        effects: [],
        examples: [{ facts: { error: { kind: 'http', status: 500, id: 'SEND_FAILED', adapter: 'submit' } } }],
      },
      {
        id: 'quiet',
        when: { '==': [{ var: 'error.kind' }, 'none'] },
        effects: [],
        examples: [{ facts: { error: { kind: 'none', status: 200 } } }],
      },
      { id: 'slow', when: { '==': [{ var: 'error.kind' }, 'timeout'] }, effects: [], examples: [{ facts: { error: { kind: 'timeout' } } }] },
    ],
    default: { id: 'other', logLevel: 'INFO', effects: [] },
  } as never;
  return flows;
}

function found(outcomes: CaseOutcome[], title: string): FlowCase {
  const outcome = outcomes.find((item) => (item.ok ? item.flowCase.title : item.unexpressed.title) === title);
  if (!outcome?.ok) throw new Error(`${title}: ${outcome ? outcome.unexpressed.reason : 'no such case'}`);
  return outcome.flowCase;
}

describe('flows:tests error and redirect rows', () => {
  const flows = fixtureFlows();
  const cases = errorCases(flows.errorTables.serviceErrors as never, 'flows/errors/x.json', flows, manifest);

  it('answers the example’s fault so the runtime normalises it back into the same error facts', () => {
    const fault = errorAnswer({ kind: 'service', id: 'X1', message: 'm', lockedChannelID: 'VZW-RPS' }, 'POST', '/a');
    if (typeof fault === 'string') throw new Error(fault);
    expect(fault.answer).toEqual({ status: 200, body: { errors: [{ id: 'X1', message: 'm', details: [{ lockedChannelID: 'VZW-RPS' }] }] } });
    expect(normaliseOutcome('a', fault.result)).toMatchObject({ kind: 'service', id: 'X1', message: 'm', lockedChannelID: 'VZW-RPS' });
    expect(errorAnswer({ kind: 'network' }, 'POST', '/a')).toMatchObject({ answer: { networkError: true } });
    expect(errorAnswer({ kind: 'timeout' }, 'POST', '/a')).toContain('time-out');
  });

  it('raises the fault on the cheapest page that makes the call on entry, or on the page that makes the named call', () => {
    const unauthorized = found(cases, 'error serviceErrors unauthorized #1');
    expect(unauthorized.setup.path).toBe('/sales/digital/cheap.html');
    expect(unauthorized.setup.overrides).toEqual({ 'POST /nse/throttle': { body: { throttleList: [] } }, 'POST /cart/nse/get': { status: 401, body: {} } });
    expect(unauthorized.expect.url).toBe('/logout');
    // Logout leaves at once, before a log call can start: no log is expected.
    expect(unauthorized.expect.log).toBeUndefined();
    const cancelled = found(cases, 'error serviceErrors cancelled #1');
    expect(cancelled.setup.path).toBe('/sales/digital/big.html');
    expect(Object.keys(cancelled.setup.overrides)).toEqual(['POST /nse/throttle', 'POST /big/get']);
    expect(cancelled.expect.texts).toEqual(['Your request was cancelled.']);
    expect(cancelled.expect.log).toEqual({ call: 'POST /nse/log', messageType: 'INFO', subEventType: 'SERVICE' });
  });

  it('raises a fault of a call no page makes on entry by clicking the control that makes it', () => {
    const failed = found(cases, 'error serviceErrors sendFailed #1');
    expect(failed.steps).toEqual([{ kind: 'load' }, { kind: 'click', role: 'button', name: 'Send' }]);
    expect(failed.setup.overrides['POST /nse/submit']).toEqual({ status: 500, body: { errors: [{ id: 'SEND_FAILED' }] } });
    expect(failed.expect.log).toEqual({ call: 'POST /nse/log', messageType: 'ERROR', subEventType: 'HTTP_ERROR' });
  });

  it('expects the address a redirect row sends to, with goto, and the log of a row that leaves after a delay', () => {
    const goTo = found(cases, 'error serviceErrors goToUrl #1');
    expect(goTo.expect.url).toBe('/next.html?x=1&goto=%2Fsales%2Fdigital%2Fcheap.html');
    expect(goTo.expect.log).toEqual({ call: 'POST /nse/log', messageType: 'INFO', subEventType: 'GO' });
    // A signed-out visitor matches no row of the table the fault follows: nothing to see, so it is listed, not generated.
    expect(cases).toContainEqual({ ok: false, unexpressed: { title: 'error serviceErrors lost #1', reason: expect.stringContaining('nothing a shopper') } });
  });

  it('lists rows that nothing shows, that no answer makes, or that have no example, with the reason', () => {
    const reasons = Object.fromEntries(cases.flatMap((item) => (item.ok ? [] : [[item.unexpressed.title, item.unexpressed.reason]])));
    expect(reasons['error serviceErrors quiet #1']).toContain('nothing a shopper or the log sees');
    expect(reasons['error serviceErrors slow #1']).toContain('time-out');
    expect(reasons['error serviceErrors other']).toContain('no example');
  });

  it('follows a redirect row after the fault that leads to it, for the shopper of the example', () => {
    const redirects = redirectCases(flows.redirectTables.lost as never, 'flows/redirects/lost.json', flows, manifest);
    const prepaid = found(redirects, 'redirect lost prepaid #1');
    expect(prepaid.setup.path).toBe('/sales/prepaid/cheap.html');
    expect(prepaid.setup.overrides['POST /prepay/cart/get']).toEqual({ status: 200, body: { errors: [{ id: 'LOST' }] } });
    expect(prepaid.expect.url).toBe('/prepaid/cart.html');
    expect(redirects).toContainEqual({ ok: false, unexpressed: { title: 'redirect lost fromUi #1', reason: expect.stringContaining('ui.*') } });
  });
});
