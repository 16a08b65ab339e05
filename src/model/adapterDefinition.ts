import type { Facts } from './facts.ts';

/** Which API base a call goes to (spec 6): signed-in, prospect (nse) or prepay. */
export interface AdapterPaths {
  signedIn: string;
  prospect?: string;
  prepay?: string;
}

/**
 * A named service call a flow may `call`. The answer schema (schemas/answers/<name>.schema.json)
 * types the answer, feeds the facts vocabulary and validates the answer at runtime.
 */
export interface AdapterDefinition {
  name: string;
  description: string;
  method: 'GET' | 'POST';
  paths: AdapterPaths;
  /** Request body from the facts; omitted for GET. */
  body?: (facts: Facts) => unknown;
  /** Extra request headers of this call (spec 7: pdm sends DESTINATION_CLIENT_ID), added to the common ones. */
  headers?: (facts: Facts) => Record<string, string>;
  /** Milliseconds before the call is abandoned as a time-out; a function reads it from the facts (a setting). */
  timeoutMs?: number | ((facts: Facts) => number);
}
