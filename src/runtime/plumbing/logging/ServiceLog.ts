import type { Facts } from '../../../model/facts.ts';
import type { LoggerPort } from '../../../model/ports.ts';
import type { ServiceTransport } from '../../../services/transport.ts';
import { logBody, type LogEntry } from './logBody.ts';
import { plumbingAdapters } from '../plumbingAdapters.ts';

export interface ServiceLogPorts {
  transport: ServiceTransport;
  logger: LoggerPort;
  facts(): Facts;
  headers(facts: Facts): Record<string, string>;
}

/**
 * Posts log entries to jsNotifyAsDynamic (spec 7, 8), through the raw transport:
 * a log is never retried nor run through the error table, so a failing log
 * cannot log itself again. A failed log is only written to the console.
 */
export class ServiceLog {
  private readonly ports: ServiceLogPorts;

  constructor(ports: ServiceLogPorts) {
    this.ports = ports;
  }

  send(entry: LogEntry): void {
    const { transport, logger } = this.ports;
    const facts = this.ports.facts();
    void transport
      .call({ adapter: plumbingAdapters.log, facts, headers: this.ports.headers(facts), body: logBody(entry) })
      .then((result) => {
        if (!result.ok) logger.error('[storeflow] could not log to jsNotifyAsDynamic', result.error.message);
      })
      // A transport is not supposed to reject; if one does, the log is lost but nothing is left unhandled.
      .catch((error: unknown) => logger.error('[storeflow] logging failed', error));
  }
}
