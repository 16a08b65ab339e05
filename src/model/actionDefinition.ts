import type { ActionEmit } from './actionEmits.ts';
import type { Facts } from './facts.ts';
import type { FlowSet } from './flowSet.ts';
import type { AppCall, PlumbingApi } from './plumbing.ts';
import type { Ports } from './ports.ts';

/** What a named action may use: the ports, the current facts and the page's event and state hooks. */
export interface ActionContext {
  ports: Ports;
  /** The flow files, for actions that apply a table (e.g. a decision table per cart item). */
  flows?: FlowSet;
  facts: Facts;
  dispatch(event: string, payload?: Record<string, unknown>): void;
  setUi(name: string, value: unknown): void;
  /** Shared plumbing (notifications, logout, cart lock, redirects, session); absent in bare test hosts. */
  plumbing?: PlumbingApi;
  /** Calls an adapter for the app (not the page) through the one call path; absent in bare test hosts. */
  callForApp?: AppCall;
  /** Reports code that could not be loaded (an action's lazy chunk, spec 8); absent in bare test hosts. */
  codeNotLoaded?(what: string, error: unknown): void;
}

/** A mechanism a flow may run by name with `{ "action": name, "args": {...} }`. */
export interface ActionDefinition {
  name: string;
  description: string;
  /** JSON Schema of args, checked by flows:check. */
  argsSchema: Record<string, unknown>;
  /** What the browser sends out when it runs (bridge message, page tag, service call), for tests from outside the page. */
  emits?: readonly ActionEmit[];
  run(args: Record<string, unknown>, context: ActionContext): void | Promise<void>;
  /** For actions whose code loads on first use (lazyRun): fetches it ahead of use, after start-up. */
  preload?: () => Promise<unknown>;
}
