import type { ScriptErrorReport } from '../runtime/plumbing/crashRecovery/scriptErrors.ts';

export interface ScriptErrorSink {
  reportScriptError(report: ScriptErrorReport): unknown;
}

function reportOfReason(reason: unknown): ScriptErrorReport {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  return { message: `unhandled rejection: ${String(reason)}` };
}

/**
 * The app-wide listener of spec 8: uncaught errors, unhandled rejections and
 * scripts or styles that failed to load are classed (vendor, script-load,
 * global; render crashes come from the page's ErrorBoundary as component
 * errors) and logged by the plumbing; a failed chunk leads to the chunk-load
 * handling. Installed once at start (src/app/main.tsx); returns the remover.
 * Nothing is swallowed: the browser still reports the error in its console.
 */
export function installScriptErrorListener(win: Window, sink: ScriptErrorSink): () => void {
  const onError = (event: Event): void => {
    if (event instanceof ErrorEvent) {
      const error: unknown = event.error;
      sink.reportScriptError({ message: event.message || String(error), filename: event.filename, stack: error instanceof Error ? error.stack : undefined });
      return;
    }
    // A resource error (it does not bubble, hence the capture phase): a <script> or stylesheet that did not load.
    const target = event.target as { tagName?: string; src?: string; href?: string } | null;
    if (target && (target.tagName === 'SCRIPT' || target.tagName === 'LINK')) {
      const url = target.src || target.href || '';
      sink.reportScriptError({ message: `${target.tagName.toLowerCase()} failed to load: ${url}`, filename: url, resource: true });
    }
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    sink.reportScriptError(reportOfReason(event.reason));
  };
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
