/**
 * What a shopper's browser sends out when an action runs, declared next to the
 * mechanism so tools can check it from outside the page (issue 11 item 1:
 * `npm run flows:tests` turns a decision whose outcome shows nothing on the
 * page into an expectation on what leaves it). Each field names the
 * action's arg that carries it, so the value comes from the flow, not from
 * the tool.
 */
export type ActionEmit = BridgeEmit | PageTagEmit | CallEmit;

/** A message to the native app's bridge (window.mfaBridge / webkit.messageHandlers.mfaBridge): message field -> arg. */
export interface BridgeEmit {
  channel: 'bridge';
  type: string;
  fields: Record<string, string>;
}

/** A record in the page-tag data layer (window.storeflowTags, what the tag manager reads): its event, named or from an arg; dotted path in the record -> arg. */
export interface PageTagEmit {
  channel: 'pageTag';
  event: { name: string } | { arg: string };
  fields: Record<string, string>;
}

/** A service call: to the adapter named literally or by an arg, made exactly when the arg `when` is true (always when absent). */
export interface CallEmit {
  channel: 'call';
  adapter: { name: string } | { arg: string };
  when?: string;
}
