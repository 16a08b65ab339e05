import type { FlowSet } from '../../src/model/flowSet.ts';
import { buildReferenceIndex, type ItemReferences } from '../../src/engine/references/referenceIndex.ts';
import { followsTable, readsFact } from '../../src/engine/references/queries.ts';
import type { OriginOf, Reference } from '../../src/engine/references/reference.ts';
import { derivedFacts } from '../../src/runtime/facts/derivedFacts.ts';

export type ImpactKind = 'switch' | 'list' | 'text' | 'setting' | 'table' | 'fragment';

/** Everything one flow name reaches, for "who is affected if I change this?". */
export interface Impact {
  name: string;
  kind: ImpactKind;
  /** Tables that read it, directly or through a decision table that does ("decisions x", "error table y"...). */
  tables: string[];
  /** Pages (journey.page) whose content or handlers read it, directly or through a table. */
  pages: string[];
  /** Error-table rows that read it: they apply after any call on every page. */
  errorRows: string[];
  /** Flow files (authored, before composition) that use a fragment. */
  files: string[];
  /** How the name reaches the pages (name -> tables -> where in the page -> page), one entry per path; a page reached by several is in each. */
  routes: PageRoute[];
}

export interface PageRoute {
  /**
   * The tables the name goes through, in order from it (["decision a", "decision b"]: a reads the name, b reads a,
   * the pages read b); empty when the pages read the name themselves.
   */
  via: string[];
  /** Where in the pages the name, or the last of `via`, is read: "handlers of CONTINUE", "onEnter", or "content" (body, title, layout, fragments). */
  place: string;
  /** The pages reached that way, as in `pages`. */
  pages: string[];
}

type Uses = (references: readonly Reference[]) => boolean;

/** What reads the name: the name itself (`via` empty), or a table that reads it through the tables in `via`. */
interface Reader {
  via: string[];
  uses: Uses;
}

/** Where in a page a reference is: its handlers of one event, its onEnter, or the rest (body, title, layout, fragments). */
function placeInPage(ref: Reference): string {
  if (ref.at[0] === 'on' && ref.at.length > 1) return `handlers of ${String(ref.at[1])}`;
  return ref.at[0] === 'onEnter' ? 'onEnter' : 'content';
}

/**
 * Whether references use the name: asked of the reference index, never of the JSON text. A table the runtime applies
 * to fill a fact (src/runtime/facts/derivedFacts.ts: deviceType fills device.type) is read through that fact too: the
 * flows read device.type, never decisions.deviceType, and the studio's uses panel said nothing read deviceType.
 */
function usesOf(kind: ImpactKind, name: string, flows: FlowSet): Uses {
  if (kind !== 'table') return (references) => references.some((ref) => ref.kind === kind && ref.name === name);
  const redirect = name in flows.redirectTables;
  const filled = derivedFacts.filter((derived) => derived.table === name).map((derived) => derived.fact);
  return (references) =>
    readsFact(references, `decisions.${name}`) ||
    filled.some((fact) => readsFact(references, fact)) ||
    (redirect && (readsFact(references, `redirects.${name}`) || followsTable(references, name)));
}

/** The references of one table row, by its place in the walked table ({rows, default}). */
function rowReferences(entry: ItemReferences, place: string | number, row?: number): Reference[] {
  return entry.references.filter((ref) => ref.at[0] === place && (row === undefined || ref.at[1] === row));
}

/**
 * Follows a name through the flows' reference index (src/engine/references):
 * the tables that read it, the decision tables that read those (to a fixed
 * point), and the pages that read any of them. Error rows count as every
 * page, so they are listed on their own. Composed journeys are indexed, so a
 * use inside a layout or fragment counts for every page it reaches. With
 * `originOf` (tools/flowcheck/referenceOrigins.ts) a fragment's users are known:
 * the files that use it and, through them, the tables and pages.
 */
export function impactOf(flows: FlowSet, kind: ImpactKind, name: string, originOf?: OriginOf): Impact {
  const index = buildReferenceIndex(flows, originOf);
  const impact: Impact = { name, kind, tables: [], pages: [], errorRows: [], files: [], routes: [] };
  const readers: Reader[] = [{ via: [], uses: usesOf(kind, name, flows) }];
  const readerOf = (references: readonly Reference[]): Reader | undefined => readers.find((reader) => reader.uses(references));
  const reads = (references: readonly Reference[]): boolean => readerOf(references) !== undefined;
  if (kind === 'table' && name in flows.errorTables) impact.errorRows.push(`error table ${name}: every row`);
  if (kind === 'fragment') {
    const files = index.items.flatMap((entry) => entry.references.filter((ref) => ref.kind === 'fragment' && ref.name === name).map((ref) => ref.usedIn ?? ''));
    impact.files = [...new Set(files)].filter((file) => file !== '').sort();
  }
  const entries = (kind: ItemReferences['item']['kind']): ItemReferences[] => index.items.filter((entry) => entry.item.kind === kind);
  // Decision tables feed each other through decisions.<id>: follow until nothing new.
  let grew = true;
  while (grew) {
    grew = false;
    for (const entry of entries('decision')) {
      const id = (entry.item as { id: string }).id;
      const label = `decision ${id}`;
      const through = impact.tables.includes(label) || (kind === 'table' && id === name) ? undefined : readerOf(entry.references);
      if (!through) continue;
      impact.tables.push(label);
      readers.push({ via: [...through.via, label], uses: usesOf('table', id, flows) });
      grew = true;
    }
  }
  for (const entry of entries('redirectTable')) {
    const id = (entry.item as { id: string }).id;
    const through = kind === 'table' && id === name ? undefined : readerOf(entry.references);
    if (through) {
      impact.tables.push(`redirect table ${id}`);
      readers.push({ via: [...through.via, `redirect table ${id}`], uses: usesOf('table', id, flows) });
    }
  }
  for (const entry of entries('errorTable')) {
    const table = flows.errorTables[(entry.item as { id: string }).id];
    if (!table) continue;
    table.rows.forEach((row, at) => {
      if (reads(rowReferences(entry, 'rows', at))) impact.errorRows.push(`error table ${table.id} row ${row.id}`);
    });
    if (reads(rowReferences(entry, 'default'))) impact.errorRows.push(`error table ${table.id} row ${table.default.id}`);
  }
  for (const entry of entries('page')) {
    const item = entry.item as Extract<ItemReferences['item'], { kind: 'page' }>;
    if (!reads(entry.references)) continue;
    const page = `${item.journey}.${item.page} (${item.route}.html)`;
    impact.pages.push(page);
    for (const via of routesInto(entry.references, readers)) addRoute(impact.routes, via, page);
  }
  return impact;
}

/**
 * The paths by which a page's references reach the name: each reader (the name itself, or a table that reads it) the
 * page reads, at each place in the page where it does (its handlers of an event, its onEnter, its content).
 */
function routesInto(references: readonly Reference[], readers: readonly Reader[]): { via: string[]; place: string }[] {
  const places = [...new Set(references.map(placeInPage))];
  return readers.flatMap((reader) =>
    places.filter((place) => reader.uses(references.filter((ref) => placeInPage(ref) === place))).map((place) => ({ via: reader.via, place })),
  );
}

function addRoute(routes: PageRoute[], { via, place }: { via: string[]; place: string }, page: string): void {
  const route = routes.find((known) => known.place === place && known.via.join('\n') === via.join('\n'));
  if (route) route.pages.push(page);
  else routes.push({ via, place, pages: [page] });
}
