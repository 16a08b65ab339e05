/**
 * What one flow item reads and uses, as the reference index reports it
 * (README.md beside this file). Pure data: the index runs in the browser
 * (debug panel, flow studio) and in the Node tools alike.
 */

/** The kinds of name a flow item can refer to. */
export type ReferenceKind =
  | 'fact' // any other fact path: user.signedIn, cart.count, ui.modal...
  | 'switch' // switches.<name>
  | 'list' // lists.<name>, or a redirect's allowHosts
  | 'text' // {"text": key}, or texts.<key>
  | 'setting' // settings.<name>
  | 'table' // decisions.<id>, redirects.<id>, or an action's `table` argument
  | 'adapter' // a call effect, or answers.<adapter> / calls.<adapter>
  | 'event' // an event a control raises ({"event": e}) or a call raises (onDone / onError)
  | 'page' // goto and link targets, as written
  | 'component' // a view node's component
  | 'action' // an action effect's name
  | 'effect' // the verb of an effect: call, goto, redirect, action, set, track
  | 'fragment' // a fragment the item was composed from (needs origins)
  | 'layout'; // the layout the item was composed from (needs origins)

/** How the item uses the name. */
export type ReferenceUse =
  | 'reads' // a rule's {"var"} or a {"fact"} value
  | 'calls' // {"call": adapter}
  | 'raises' // {"event": e} in a prop
  | 'onDone' // a call's follow-up event when it answers
  | 'onError' // a call's follow-up event when it fails
  | 'follows' // an action's `table` argument (followRedirectTable)
  | 'goes' // {"goto": page}
  | 'links' // {"link": page}
  | 'shows' // {"text": key}, {"component": name}
  | 'runs' // an effect, an action
  | 'lists' // a redirect's allowHosts list
  | 'composes'; // a fragment or layout this part was written in

export interface Reference {
  kind: ReferenceKind;
  /** The name referred to: a switch name, a table id, an adapter, a text key, a whole fact path for kind "fact"... */
  name: string;
  use: ReferenceUse;
  /** Where inside the walked value (JSON pointer segments), e.g. ["onEnter", 0, "call"]. */
  at: (string | number)[];
  /** For `reads`: the whole fact path, e.g. "decisions.<table>.view". */
  path?: string;
  /** For `composes`: the file the fragment or layout was used from, when origins know it. */
  usedIn?: string;
}

/** Where a composed object was written: only fragments and layouts become references. */
export interface ReferenceOrigin {
  kind: 'fragment' | 'layout' | 'other';
  /** The fragment or layout id (for "other", anything that tells files apart, e.g. the path). */
  id: string;
  file: string;
}

/** Tells, for an object of the composed flows, where it was written (tools/flowcheck's source map). */
export type OriginOf = (value: object) => ReferenceOrigin | undefined;

/** The things the index describes: every page of every journey and every table. */
export type FlowItem =
  | { kind: 'page'; journey: string; page: string; route: string }
  | { kind: 'decision'; id: string }
  | { kind: 'errorTable'; id: string }
  | { kind: 'redirectTable'; id: string };

/** A stable key for a flow item: "page:checkout.review", "decision:<table>"... */
export function itemKey(item: FlowItem): string {
  return item.kind === 'page' ? `page:${item.journey}.${item.page}` : `${item.kind}:${item.id}`;
}
