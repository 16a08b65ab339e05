import type { NormalisedOutcome } from '../../../services/errors/normaliseOutcome.ts';

export type LogLevel = 'INFO' | 'ERROR';

export interface LogEntry {
  level: LogLevel;
  eventType: 'SERVICE_ERROR' | 'SCRIPT_ERROR';
  subEventType: string;
  pageUrl: string;
  serviceUrl: string;
  method: string;
  errorMessage: string;
  loggerMessage: string;
  extra?: Record<string, unknown>;
}

/** The jsNotifyAsDynamic body (spec 7): messageType, eventType, subEventType, pageUrl, serviceUrl, method, errorMessage, loggerMessage. */
export function logBody(entry: LogEntry): Record<string, unknown> {
  return {
    messageType: entry.level,
    eventType: entry.eventType,
    subEventType: entry.subEventType,
    pageUrl: entry.pageUrl,
    serviceUrl: entry.serviceUrl,
    method: entry.method,
    errorMessage: entry.errorMessage,
    loggerMessage: entry.loggerMessage,
    ...(entry.extra ?? {}),
  };
}

/** Spec 8: network errors, time-outs and aborts are the sub-event Network; others are named by the error. */
export function defaultSubEvent(error: NormalisedOutcome): string {
  if (error.kind === 'network' || error.kind === 'timeout') return 'Network';
  return error.name || error.kind.toUpperCase();
}

/** One log entry for a service problem the error table handled. */
export function serviceLogEntry(error: NormalisedOutcome, level: LogLevel, subEvent: string, pageUrl: string, rowId: string): LogEntry {
  return {
    level,
    eventType: 'SERVICE_ERROR',
    subEventType: subEvent || defaultSubEvent(error),
    pageUrl,
    serviceUrl: error.url,
    method: error.method,
    errorMessage: error.networkMessage,
    loggerMessage: `${error.adapter}: ${error.kind} ${error.status} ${error.id || error.name} (row ${rowId})`,
    extra: { errorId: error.id, errorName: error.name, status: error.status, e2eRequestId: error.requestId, retried: error.retried },
  };
}
