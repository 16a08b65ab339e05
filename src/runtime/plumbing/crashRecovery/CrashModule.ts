import type { Facts } from '../../../model/facts.ts';
import type { FlowSet } from '../../../model/flowSet.ts';
import type { Ports } from '../../../model/ports.ts';
import type { CrashStore } from './CrashStore.ts';
import type { LogEntry } from '../logging/logBody.ts';
import { plumbingSettings, stringList } from '../plumbingSettings.ts';
import { reloadPage, timestampParam } from './reloadPage.ts';
import { claimReload } from './reloadGuard.ts';
import { classifyScriptError, scriptErrorSubEvents, type ScriptErrorClass, type ScriptErrorReport } from './scriptErrors.ts';

export interface CrashModulePorts {
  ports: Pick<Ports, 'location' | 'clock' | 'sessionStorage' | 'logger'>;
  flows(): FlowSet;
  facts(): Facts;
  crash: CrashStore;
  log(entry: LogEntry): void;
}

/** Spec 8 crash handling: script errors, render crashes, chunk-load failures. */
export class CrashModule {
  private readonly deps: CrashModulePorts;

  constructor(deps: CrashModulePorts) {
    this.deps = deps;
  }

  /** Classes a script error (vendor, script-load, global, component) with lists.chunkLoadErrorPatterns. */
  classify(report: ScriptErrorReport): ScriptErrorClass {
    return classifyScriptError(report, this.deps.ports.location.current().origin, stringList(this.deps.flows(), 'chunkLoadErrorPatterns'));
  }

  /**
   * Any script error the app saw (global listener, render crash): classed and
   * logged to jsNotifyAsDynamic (eventType SCRIPT_ERROR, the class as
   * sub-event); a failed chunk goes on to chunkLoadFailed. Never throws.
   */
  reportScriptError(report: ScriptErrorReport): ScriptErrorClass {
    const kind = this.classify(report);
    try {
      if (kind === 'script-load' && !report.resource) this.chunkLoadFailed(report.filename || 'chunk', report.message);
      else this.logScriptError(kind, report);
    } catch (error) {
      this.deps.ports.logger.error('[storeflow] reporting a script error failed', error);
    }
    return kind;
  }

  /**
   * Code loaded on first use that did not load (a lazy action, error assistance, the captcha): a failed resource
   * (spec 8), logged as a script-load error that neither reloads nor fails the page. One report for all its callers.
   */
  codeNotLoaded(what: string, error: unknown): void {
    this.reportScriptError({ message: `${what} could not be loaded: ${String(error)}`, resource: true });
  }

  /** A render crash caught by the page's ErrorBoundary (the page shows 'Something went wrong.'). */
  renderCrashed(error: unknown, componentStack: string): ScriptErrorClass {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return this.reportScriptError({ message, stack: `${error instanceof Error ? (error.stack ?? '') : ''}\n${componentStack}`, fromBoundary: true });
  }

  /**
   * Spec 8: code that could not be loaded (a journey chunk, a lazy component,
   * the answer validators, axios). With decisions.chunkLoadFailure.outcome
   * "reload" (switch FF_CHUNK_RELOAD) the page is reloaded with a timestamp
   * parameter, at most once per address per session (sessionStorage guard);
   * otherwise, or the second time, the page shows 'Something went wrong.'.
   */
  chunkLoadFailed(what: string, error: unknown): void {
    const { ports } = this.deps;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // Without the http client the log call would fail the same way (and report again): the console only.
    if (what === 'http client') ports.logger.error(`[storeflow] ${what} could not be loaded`, message);
    else this.logScriptError('script-load', { message: `${what}: ${message}` });
    const outcome = String(this.deps.facts().decisions.chunkLoadFailure?.outcome ?? 'message');
    if (outcome === 'reload' && claimReload(ports.sessionStorage, ports.location.current().href, timestampParam)) {
      ports.logger.info(`[storeflow] ${what} could not be loaded: reloading`);
      reloadPage(ports, true);
      return;
    }
    this.deps.crash.fail();
  }

  private logScriptError(kind: ScriptErrorClass, report: ScriptErrorReport): void {
    if (!this.deps.crash.mayLog(plumbingSettings(this.deps.flows()).scriptErrorLogLimit)) return;
    this.deps.log({
      level: 'ERROR',
      eventType: 'SCRIPT_ERROR',
      subEventType: scriptErrorSubEvents[kind],
      pageUrl: this.deps.ports.location.current().href,
      serviceUrl: report.filename ?? '',
      method: '',
      errorMessage: report.message,
      loggerMessage: `${kind} error${report.stack ? `: ${report.stack.slice(0, 1000)}` : ''}`,
      extra: { errorClass: kind },
    });
  }
}
