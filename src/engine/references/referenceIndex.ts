import type { FlowSet } from '../../model/flowSet.ts';
import type { Page } from '../../model/flowTypes.ts';
import { itemKey, type FlowItem, type OriginOf, type Reference, type ReferenceKind } from './reference.ts';
import { referencesIn } from './referencesIn.ts';
import { decisionTablesReached } from './queries.ts';

/** One flow item and what it reads and uses. */
export interface ItemReferences {
  item: FlowItem;
  key: string;
  references: readonly Reference[];
}

/** Every page and table of a flow set, with its references, and the questions tools ask of them. */
export interface ReferenceIndex {
  readonly items: readonly ItemReferences[];
  /** What one item reads and uses, by its key (itemKey). Empty for an unknown key. */
  of(key: string): readonly Reference[];
  /** The items that refer to a name directly (any use, or only `uses`). */
  usersOf(kind: ReferenceKind, name: string, uses?: readonly Reference['use'][]): ItemReferences[];
  /** The decision tables a value reads, then the ones those read, to a fixed point, in the order found. */
  decisionTablesReachedFrom(references: readonly Reference[]): string[];
}

/** The page entries of a flow set, in journey and page order. */
export function pagesOf(flows: FlowSet): { item: Extract<FlowItem, { kind: 'page' }>; page: Page }[] {
  return Object.values(flows.journeys).flatMap((journey) =>
    Object.entries(journey.pages).map(([pageId, page]) => ({ item: { kind: 'page' as const, journey: journey.id, page: pageId, route: page.route }, page })),
  );
}

/**
 * Builds the index: each page of each composed journey (layout, fragments and
 * handlers included) and each decision, error and redirect table, walked once
 * with referencesIn. `originOf` (Node tools: tools/flowcheck/referenceOrigins.ts)
 * adds the fragments and layouts each item was composed from.
 */
export function buildReferenceIndex(flows: FlowSet, originOf?: OriginOf): ReferenceIndex {
  const items: ItemReferences[] = [];
  const add = (item: FlowItem, value: unknown): void => void items.push({ item, key: itemKey(item), references: referencesIn(value, originOf) });
  for (const { item, page } of pagesOf(flows)) add(item, page);
  for (const table of Object.values(flows.decisions)) add({ kind: 'decision', id: table.id }, { rows: table.rows, default: table.default });
  for (const table of Object.values(flows.errorTables)) add({ kind: 'errorTable', id: table.id }, { rows: table.rows, default: table.default });
  for (const table of Object.values(flows.redirectTables)) add({ kind: 'redirectTable', id: table.id }, { rows: table.rows });
  const byKey = new Map(items.map((entry) => [entry.key, entry]));

  return {
    items,
    of: (key) => byKey.get(key)?.references ?? [],
    usersOf: (kind, name, uses) =>
      items.filter((entry) => entry.references.some((ref) => ref.kind === kind && ref.name === name && (uses === undefined || uses.includes(ref.use)))),
    decisionTablesReachedFrom: (references) => decisionTablesReached(references, flows.decisions),
  };
}

const built = new WeakMap<FlowSet, ReferenceIndex>();

/** The index of a flow set without origins, built once per (frozen) flow set: what the browser asks. */
export function referenceIndexOf(flows: FlowSet): ReferenceIndex {
  let index = built.get(flows);
  if (!index) {
    index = buildReferenceIndex(flows);
    built.set(flows, index);
  }
  return index;
}
