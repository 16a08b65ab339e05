/** Spec 8: script errors are classed as vendor, script-load, global or component errors. */
export type ScriptErrorClass = 'vendor' | 'script-load' | 'global' | 'component';

export interface ScriptErrorReport {
  message: string;
  /** The script the error came from (ErrorEvent.filename or the failed script/link element's URL). */
  filename?: string;
  stack?: string;
  /** Caught by the page's ErrorBoundary (a render crash). */
  fromBoundary?: boolean;
  /** A <script>/<link> element failed to load (a resource error event, not an exception). */
  resource?: boolean;
}

/** The sub-event each class is logged with (jsNotifyAsDynamic, eventType SCRIPT_ERROR). */
export const scriptErrorSubEvents: Record<ScriptErrorClass, string> = {
  vendor: 'VENDOR_ERROR',
  'script-load': 'SCRIPT_LOAD_ERROR',
  global: 'GLOBAL_ERROR',
  component: 'COMPONENT_ERROR',
};

function originOf(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * Classes one script error. Pure. Order matters: a chunk that failed to load is
 * script-load even when React's boundary caught it (a lazy component), so
 * the chunk-load handling (reload) applies; then boundary crashes are
 * component errors; then errors thrown by scripts of another origin (tag
 * manager, chat widgets), or the browser's opaque "Script error." for them,
 * are vendor errors; anything else is global.
 *
 * @param chunkPatterns lists.chunkLoadErrorPatterns: the messages browsers and bundlers use for a failed dynamic import.
 */
export function classifyScriptError(report: ScriptErrorReport, origin: string, chunkPatterns: readonly string[]): ScriptErrorClass {
  const message = report.message ?? '';
  if (report.resource || isChunkLoadError(message, chunkPatterns)) return 'script-load';
  if (report.fromBoundary) return 'component';
  if (message === 'Script error.' || message === 'Script error') return 'vendor';
  const from = originOf(report.filename, origin) ?? originOf(firstStackUrl(report.stack), origin);
  if (from && from !== origin) return 'vendor';
  return 'global';
}

/** The first http(s) URL in a stack trace: where the error was thrown. */
function firstStackUrl(stack: string | undefined): string | undefined {
  return stack ? /https?:\/\/[^\s)]+/.exec(stack)?.[0] : undefined;
}

/** True when an error (or rejection reason) is a failed dynamic import. */
export function isChunkLoadError(error: unknown, chunkPatterns: readonly string[]): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return chunkPatterns.some((pattern) => pattern && message.includes(pattern));
}
