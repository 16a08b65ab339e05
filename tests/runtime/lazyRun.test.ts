/**
 * Actions whose code loads on first use (issue 20 item 4, src/runtime/actions/lazyRun.ts):
 * the code is fetched the first time the action runs and once only, the action
 * then does what it always did, and a chunk that does not load is reported
 * (console and, in the app, a SCRIPT_LOAD_ERROR log entry: spec 8), never thrown.
 */
import { describe, expect, it } from 'vitest';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import type { ActionContext, ActionDefinition } from '../../src/model/actionDefinition.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { lazyRun } from '../../src/runtime/actions/lazyRun.ts';
import { openApplicationWindow, openApplicationWindowNotLoaded } from '../../src/runtime/actions/openApplicationWindow.ts';
import { popupName } from '../../src/runtime/actions/openApplicationWindow.run.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/x.run-abc.js');

function bareContext() {
  const ports = memoryPorts();
  const notLoaded: { what: string; error: unknown }[] = [];
  const context: ActionContext = {
    ports,
    facts: blankFacts(emptyFlowSet()),
    dispatch: () => undefined,
    setUi: () => undefined,
    codeNotLoaded: (what, error) => void notLoaded.push({ what, error }),
  };
  return { ports, context, notLoaded };
}

/** An action's code that counts its loads and records each run's `n`; with `failFirst`, the first load fails. */
function probeCode({ failFirst = false } = {}) {
  const probe = { loads: 0, runs: [] as unknown[] };
  const run = lazyRun('probe', async () => {
    probe.loads += 1;
    if (failFirst && probe.loads === 1) throw chunkError;
    return (args) => void probe.runs.push(args.n);
  });
  return { probe, run };
}

describe('lazyRun', () => {
  it('loads the code on first use, once, and runs it with the arguments and context of each run', async () => {
    const { context } = bareContext();
    const { probe, run } = probeCode();
    expect(probe.loads).toBe(0);
    await Promise.all([run({ n: 1 }, context), run({ n: 2 }, context)]);
    await run({ n: 3 }, context);
    expect(probe.loads).toBe(1);
    expect(probe.runs).toEqual([1, 2, 3]);
  });

  it('a chunk that does not load is reported and resolves; the next run loads again', async () => {
    const { ports, context, notLoaded } = bareContext();
    const { probe, run } = probeCode({ failFirst: true });
    await expect(run({ n: 1 }, context)).resolves.toBeUndefined();
    expect(probe.runs).toEqual([]);
    expect(ports.errors.map((e) => e.message)).toEqual(['[storeflow] action "probe": its code could not be loaded']);
    expect(notLoaded).toEqual([{ what: 'action probe', error: chunkError }]);
    await run({ n: 2 }, context);
    expect(probe.loads).toBe(2);
    expect(probe.runs).toEqual([2]);
  });

  it('preload fetches the code ahead of use, once, and a run after it does not load again', async () => {
    const { context } = bareContext();
    const { probe, run } = probeCode();
    await run.preload();
    expect(probe.loads).toBe(1);
    expect(probe.runs).toEqual([]);
    await run({ n: 1 }, context);
    expect(probe.loads).toBe(1);
    expect(probe.runs).toEqual([1]);
  });

  it('a preload that fails is forgotten: it rejects for preloadInTurn to swallow, and first use loads again', async () => {
    const { context, notLoaded } = bareContext();
    const { probe, run } = probeCode({ failFirst: true });
    await expect(run.preload()).rejects.toBe(chunkError);
    await run({ n: 1 }, context);
    expect(probe.loads).toBe(2);
    expect(probe.runs).toEqual([1]);
    expect(notLoaded).toEqual([]);
  });

  it('the card application window and the chat cart are preloaded after start-up; the native tab bar (in the app only) is not', async () => {
    const { actionDefinitions } = await import('../../src/app/registries.ts');
    const preloaded = actionDefinitions.filter((definition) => definition.preload).map((definition) => definition.name);
    expect(preloaded.sort()).toEqual(['openApplicationWindow', 'sendCartToChat']);
  });

  it('a run whose page was left while its code loaded is dropped (review, session 27)', async () => {
    const { ports, context } = bareContext();
    const runs: unknown[] = [];
    let arrive: (run: (args: Record<string, unknown>) => void) => void = () => undefined;
    const run = lazyRun('probe', () => new Promise((resolve) => (arrive = resolve)));
    const pending = run({ n: 1 }, context);
    ports.location.push('/sales/digital/vvcinterstitial.html');
    arrive((args) => void runs.push(args.n));
    await pending;
    expect(runs).toEqual([]);
    await run({ n: 2 }, context);
    expect(runs).toEqual([2]);
  });

  it('openApplicationWindow whose code does not load dispatches onRefused, so the page shows its error; nothing opens', async () => {
    const { ports, context } = bareContext();
    const dispatched: string[] = [];
    context.dispatch = (event) => void dispatched.push(event);
    const failing = lazyRun('openApplicationWindow', () => Promise.reject(chunkError), {
      notLoaded: openApplicationWindowNotLoaded,
    });
    await failing({ url: 'https://apply.cardbank.example/s', allowHosts: 'cardBankHosts', onRefused: 'APPLICATION_REFUSED' }, context);
    expect(dispatched).toEqual(['APPLICATION_REFUSED']);
    expect(ports.opened).toEqual([]);
  });

  it('openApplicationWindow opens the popup once its code is in (first use)', async () => {
    const { ports, context } = bareContext();
    context.facts.lists = { cardBankHosts: ['cardbank.example'] };
    await openApplicationWindow.run({ url: 'https://apply.cardbank.example/s', allowHosts: 'cardBankHosts' }, context);
    expect(ports.opened.map((w) => w.target)).toEqual([popupName]);
  });
});

describe('an action whose code does not load, in the app', () => {
  it('is logged as a script-load error (spec 8) and leaves no rejection; the page goes on', async () => {
    const flows = await checkedFlows();
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/creditcardmlp.html' });
    const services = fakeServices({ jsNotifyAsDynamic: ok({}) });
    const broken: ActionDefinition = {
      name: 'brokenProbe',
      description: '',
      argsSchema: {},
      run: lazyRun('brokenProbe', () => Promise.reject(chunkError)),
    };
    const store = new RootStore({ flows, ports, services, actions: [...plumbingActions, broken] });
    store.start();
    await settleRuntime();
    // The one effect runner, as a page's handler would run it.
    store.runner.run([{ action: 'brokenProbe' }]);
    await settleRuntime();
    const logs = services.requests.filter((r) => r.adapter === 'jsNotifyAsDynamic').map((r) => r.body as Record<string, unknown>);
    expect(logs).toContainEqual(expect.objectContaining({ eventType: 'SCRIPT_ERROR', subEventType: 'SCRIPT_LOAD_ERROR', errorClass: 'script-load' }));
    expect(store.plumbing.crash.pageFailed).toBe(false);
  });
});
