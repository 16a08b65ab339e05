import type { Facts } from '../model/facts.ts';
import type { ServiceError } from './errors/ServiceError.ts';

export interface CallRequest {
  adapter: string;
  facts: Facts;
  headers: Record<string, string>;
}

export type CallResult =
  | { ok: true; answer: unknown; status: number; headers: Record<string, string> }
  | { ok: false; error: ServiceError; answer?: unknown; headers: Record<string, string> };

/** The one way the runtime talks to services. Never rejects: failures are typed results. */
export interface ServiceCaller {
  call(request: CallRequest): Promise<CallResult>;
  /** Adapter names it knows, for checks. */
  adapterNames(): string[];
}
