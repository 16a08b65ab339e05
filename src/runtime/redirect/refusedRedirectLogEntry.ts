import type { LogEntry } from '../plumbing/logging/logBody.ts';

/** The jsNotifyAsDynamic entry for a redirect the Redirector refused (sub-event REDIRECT_REFUSED). */
export function refusedRedirectLogEntry(target: string, reason: string, pageUrl: string): LogEntry {
  return {
    level: 'ERROR',
    eventType: 'SERVICE_ERROR',
    subEventType: 'REDIRECT_REFUSED',
    pageUrl,
    serviceUrl: '',
    method: '',
    errorMessage: reason,
    loggerMessage: `refused redirect to ${target}`,
  };
}
