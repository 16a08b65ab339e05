import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '../../src/model/actionDefinition.ts';
import { sendNativeTabBar } from '../../src/runtime/actions/shell/sendNativeTabBar.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

function inTheApp() {
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
  const bridged: unknown[] = [];
  const errors: unknown[] = [];
  ports.nativeBridge = { available: () => true, openUrl: () => undefined, postMessage: (type, payload) => void bridged.push({ type, ...payload }) };
  ports.logger = { error: (message, detail) => void errors.push([message, detail]), info: () => undefined };
  const context = { ports } as unknown as ActionContext;
  return { context, bridged, errors };
}

const runModule = '../../src/runtime/actions/shell/sendNativeTabBar.run.ts';

/** A definition with its own first-use state, so a test sees the load its mock allows. */
async function freshAction() {
  return (await freshModule()).sendNativeTabBar;
}

async function freshModule() {
  vi.resetModules();
  return import('../../src/runtime/actions/shell/sendNativeTabBar.ts');
}

afterEach(() => {
  vi.doUnmock(runModule);
});

describe('sendNativeTabBar (spec 3, 6, 9)', () => {
  it('hands the flow-decided settings to the app as they are', async () => {
    const { context, bridged, errors } = inTheApp();
    await sendNativeTabBar.run({ pattern: 'B1', tabIndex: 2, shopVariant: 'new' }, context);
    expect(bridged).toEqual([{ type: 'tabBarSettings', pattern: 'B1', tabIndex: 2, shopVariant: 'new' }]);
    expect(errors).toEqual([]);
  });

  it('reports a value of the wrong kind from a flow table and sends nothing, rather than guessing tab 2', async () => {
    const { context, bridged, errors } = inTheApp();
    await sendNativeTabBar.run({ pattern: 'C', tabIndex: '1' }, context);
    expect(bridged).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(String((errors[0] as unknown[])[0])).toContain('tabIndex a whole number');
  });

  // Issue 20 item 4: the action's code loads in the native app only, at its first run, once.
  it('outside the app it does nothing and loads no code; in the app it loads once', async () => {
    let loads = 0;
    vi.doMock(runModule, async (importOriginal) => {
      loads += 1;
      return importOriginal();
    });
    const action = await freshAction();
    const web = inTheApp();
    web.context.ports.nativeBridge.available = () => false;
    await action.run({ pattern: 'B1', tabIndex: 2 }, web.context);
    expect(loads).toBe(0);
    expect(web.bridged).toEqual([]);
    const app = inTheApp();
    await action.run({ pattern: 'B1', tabIndex: 2 }, app.context);
    await action.run({ pattern: 'C', tabIndex: 1 }, app.context);
    expect(loads).toBe(1);
    expect(app.bridged).toHaveLength(2);
  });

  it('code that does not load is reported, not thrown, and nothing is sent', async () => {
    vi.doMock(runModule, () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/sendNativeTabBar.run-x.js');
    });
    const action = await freshAction();
    const { context, bridged, errors } = inTheApp();
    const notLoaded: string[] = [];
    context.codeNotLoaded = (what) => void notLoaded.push(what);
    await expect(action.run({ pattern: 'B1', tabIndex: 2 }, context)).resolves.toBeUndefined();
    expect(bridged).toEqual([]);
    expect(errors.map((entry) => (entry as unknown[])[0])).toEqual(['[storeflow] action "sendNativeTabBar": its code could not be loaded']);
    expect(notLoaded).toEqual(['action sendNativeTabBar']);
  });

  // Spec 3, 9: every sales page sends the tab bar on entry; fetched at the first run, the first page's message waited
  // for a chunk round trip behind the page's calls. src/app/main.tsx runs preloadInApp at start-up.
  it('preloadInApp fetches the code at once in the app, so the first run sends without a load of its own; the web never fetches it', async () => {
    let loads = 0;
    vi.doMock(runModule, async (importOriginal) => {
      loads += 1;
      return importOriginal();
    });
    const { preloadInApp, sendNativeTabBar: action } = await freshModule();
    preloadInApp({ available: () => false });
    await vi.dynamicImportSettled();
    expect(loads).toBe(0);
    const app = inTheApp();
    preloadInApp(app.context.ports.nativeBridge);
    // Asked for at once, before any page has run the action.
    await vi.dynamicImportSettled();
    expect(loads).toBe(1);
    await action.run({ pattern: 'B1', tabIndex: 2 }, app.context);
    expect(loads).toBe(1);
    expect(app.bridged).toEqual([{ type: 'tabBarSettings', pattern: 'B1', tabIndex: 2, shopVariant: '' }]);
  });

  it('a preload that fails is not reported and is forgotten: the first run loads again and reports only its own failure', async () => {
    let loads = 0;
    vi.doMock(runModule, async (importOriginal) => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/sendNativeTabBar.run-x.js');
      return importOriginal();
    });
    const { preloadInApp, sendNativeTabBar: action } = await freshModule();
    const app = inTheApp();
    const notLoaded: string[] = [];
    app.context.codeNotLoaded = (what) => void notLoaded.push(what);
    preloadInApp(app.context.ports.nativeBridge);
    await vi.dynamicImportSettled();
    expect(loads).toBe(1);
    await action.run({ pattern: 'B1', tabIndex: 2 }, app.context);
    expect(loads).toBe(2);
    expect(notLoaded).toEqual([]);
    expect(app.errors).toEqual([]);
    expect(app.bridged).toHaveLength(1);
  });
});
