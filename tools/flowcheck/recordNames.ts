/**
 * The names of a flow collection (`Object.keys(flows.texts)`), read in one step
 * on a recording view (tools/flowcheck/trackedFlows.ts). `Object.keys` of a
 * proxy asks its traps for each name's descriptor after the list: for the 657
 * texts that was most of what building the blank facts cost, 83 times in a run
 * without the unit cache (tools/flowcheck/checkFacts.ts; docs/performance.md
 * "flows:check (session 38)"). Recorded as `Object.keys` records it there: the
 * list of names (`<collection>/*`), which covers each name's presence.
 */
interface Viewed {
  target: object;
  /** What reading the list records. */
  record: () => void;
}

const viewedBy = new WeakMap<object, Viewed>();

/** Registers a recording view of a collection: `recordNames(view)` lists `target`'s names and calls `record`. */
export function viewsCollection(view: object, target: object, record: () => void): void {
  viewedBy.set(view, { target, record });
}

/** `Object.keys(record)`; on a recording view of a collection, its names with one read of the list. */
export function recordNames(record: object): string[] {
  const viewed = viewedBy.get(record);
  if (!viewed) return Object.keys(record);
  viewed.record();
  return Object.keys(viewed.target);
}
