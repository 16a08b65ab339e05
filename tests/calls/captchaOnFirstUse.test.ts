/**
 * The production captcha port loads its code on first use (issue 20 item 4,
 * src/app/ports/captchaOnFirstUse.ts): only a retry of lists.captchaUrls runs
 * the captcha (spec 4.4). Loaded at the first execute, once; a reset before it
 * has no widget to reset; a chunk that does not load is reported and the retry
 * goes without a token, as with a failing widget.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaOnFirstUse } from '../../src/app/ports/captchaOnFirstUse.ts';
import type { CaptchaPort } from '../../src/model/ports.ts';
import { CrashModule } from '../../src/runtime/plumbing/crashRecovery/CrashModule.ts';
import type { ScriptErrorReport } from '../../src/runtime/plumbing/crashRecovery/scriptErrors.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { withFreshCaptcha } from '../../src/services/retry/captchaBody.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/recaptchaCaptcha-x.js');

function widget(log: string[]): CaptchaPort {
  let runs = 0;
  return {
    reset: () => void log.push('reset'),
    execute: () => {
      runs += 1;
      log.push('execute');
      return Promise.resolve(`token-${runs}`);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('captchaOnFirstUse', () => {
  it('loads the binding at the first execute, once; a reset before it has nothing to reset', async () => {
    const log: string[] = [];
    let loads = 0;
    const port = captchaOnFirstUse(
      () => {
        loads += 1;
        return Promise.resolve(widget(log));
      },
      () => undefined,
    );
    port.reset();
    expect(loads).toBe(0);
    expect(await withFreshCaptcha({ cartInfo: { id: 'c1' } }, port)).toEqual({ cartInfo: { id: 'c1', gRecaptchaResponse: 'token-1' } });
    expect(await withFreshCaptcha({}, port)).toEqual({ cartInfo: { gRecaptchaResponse: 'token-2' } });
    expect(loads).toBe(1);
    // The first reset came before the widget existed; the second reached it.
    expect(log).toEqual(['execute', 'reset', 'execute']);
  });

  it('a chunk that does not load is reported, the retry goes without a token, and the next run loads again', async () => {
    const log: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures: ScriptErrorReport[] = [];
    let loads = 0;
    // The crash module's own report (codeNotLoaded) over a recording reportScriptError.
    const recorder = { reportScriptError: (report: ScriptErrorReport) => (failures.push(report), 'script-load' as const) };
    const crash = {
      codeNotLoaded: (what: string, error: unknown) => CrashModule.prototype.codeNotLoaded.call(recorder as unknown as CrashModule, what, error),
    };
    const port = captchaOnFirstUse(
      () => {
        loads += 1;
        return loads <= 2 ? Promise.reject(chunkError) : Promise.resolve(widget(log));
      },
      () => crash,
    );
    const body = { cartInfo: { id: 'c1' } };
    await expect(port.execute()).rejects.toBe(chunkError);
    // What the transport does on a captcha retry: the body goes as it was.
    expect(await withFreshCaptcha(body, port)).toBe(body);
    expect(await withFreshCaptcha(body, port)).toEqual({ cartInfo: { id: 'c1', gRecaptchaResponse: 'token-1' } });
    // Once per failed load, as a failed resource (a script-load error that neither reloads nor fails the page).
    const report = { message: `captcha could not be loaded: ${String(chunkError)}`, resource: true };
    expect(failures).toEqual([report, report]);
    expect(consoleError.mock.calls).toEqual([
      ['[storeflow] the captcha could not be loaded', chunkError],
      ['[storeflow] the captcha could not be loaded', chunkError],
    ]);
    expect(loads).toBe(3);
  });

  // Spec 8, as the other code loaded on first use (lazyRun, error assistance): a captcha chunk that does not load is
  // logged as a script-load error through the crash module (src/app/main.tsx hands the store's in), and is no crash
  // of the page: no reload, no 'Something went wrong.'. Before, main.tsx wrote it to the console only.
  it("a failed load is logged through the store's crash module as a script-load error, the page unharmed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ports = memoryPorts({ cookies: { loggedIn: 'true', cdlThrottleList: 'FF_CHUNK_RELOAD' }, href: 'http://127.0.0.1:5173/sales/digital/cart.html' });
    const services = fakeServices({ jsNotifyAsDynamic: ok({}) });
    const store = new RootStore({ flows, ports, services, actions: plumbingActions });
    const port = captchaOnFirstUse(
      () => Promise.reject(chunkError),
      () => store.plumbing.crashModule,
    );
    const body = { cartInfo: { id: 'c1' } };
    expect(await withFreshCaptcha(body, port)).toBe(body);
    await settleRuntime();
    const logged = services.requests.filter((request) => request.adapter === 'jsNotifyAsDynamic').map((request) => request.body);
    expect(logged).toEqual([
      expect.objectContaining({
        eventType: 'SCRIPT_ERROR',
        subEventType: 'SCRIPT_LOAD_ERROR',
        errorClass: 'script-load',
        errorMessage: expect.stringContaining(`captcha could not be loaded: ${String(chunkError)}`),
      }),
    ]);
    expect(ports.assigned).toEqual([]);
    expect(store.plumbing.crash.pageFailed).toBe(false);
  });
});
