import type { FlowSet } from '../../src/model/flowSet.ts';

export type ImpactKind = 'switch' | 'list' | 'text' | 'setting' | 'table' | 'fragment';

/** Everything one flow name reaches, for "who is affected if I change this?". */
export interface Impact {
  name: string;
  kind: ImpactKind;
  /** Tables that read it, directly or through a decision table that does ("decision x", "error table y"...). */
  tables: string[];
  /** Pages (journey.page) whose content or handlers read it, directly or through a table. */
  pages: string[];
  /** Error-table rows that read it: they apply after any call on every page. */
  errorRows: string[];
  /** Flow files (authored, before composition) that use a fragment. */
  files: string[];
}

/** How a reference to the name looks inside composed flow JSON. */
function mentions(kind: ImpactKind, name: string, flows: FlowSet): (json: string) => boolean {
  const quoted = `"${name}"`;
  switch (kind) {
    case 'switch':
      return (json) => json.includes(`"switches.${name}"`);
    case 'setting':
      return (json) => json.includes(`"settings.${name}"`);
    case 'list':
      return (json) => json.includes(`"lists.${name}"`) || json.includes(`"allowHosts":${quoted}`);
    case 'text':
      return (json) => json.includes(`"text":${quoted}`) || json.includes(`"texts.${name}"`);
    case 'table': {
      const redirect = name in flows.redirectTables;
      return (json) => json.includes(`"decisions.${name}`) || (redirect && (json.includes(`"redirects.${name}`) || json.includes(quoted)));
    }
    case 'fragment':
      return () => false;
  }
}

/**
 * Follows a name through the flows: the tables that read it, the decision
 * tables that read those (to a fixed point), and the pages that read any of
 * them. Error rows count as every page, so they are listed on their own.
 * Composed journeys are searched, so a use inside a layout or fragment
 * counts for every page it reaches.
 */
export function impactOf(flows: FlowSet, kind: ImpactKind, name: string, authored: { path: string; text: string }[] = []): Impact {
  const impact: Impact = { name, kind, tables: [], pages: [], errorRows: [], files: [] };
  const readers = [mentions(kind, name, flows)];
  if (kind === 'table' && name in flows.errorTables) impact.errorRows.push(`error table ${name}: every row`);
  if (kind === 'fragment') {
    impact.files = authored
      .filter((file) => file.text.includes(`"fragment": "${name}"`) || file.text.includes(`"fragment":"${name}"`))
      .map((file) => file.path);
  }
  const reads = (value: unknown): boolean => {
    const json = JSON.stringify(value);
    return readers.some((reader) => reader(json));
  };
  // Decision tables feed each other through decisions.<id>: follow until nothing new.
  let grew = true;
  while (grew) {
    grew = false;
    for (const table of Object.values(flows.decisions)) {
      const label = `decision ${table.id}`;
      if (impact.tables.includes(label) || (kind === 'table' && table.id === name) || !reads({ rows: table.rows, default: table.default })) continue;
      impact.tables.push(label);
      readers.push(mentions('table', table.id, flows));
      grew = true;
    }
  }
  for (const table of Object.values(flows.redirectTables)) {
    if (!(kind === 'table' && table.id === name) && reads(table.rows)) {
      impact.tables.push(`redirect table ${table.id}`);
      readers.push(mentions('table', table.id, flows));
    }
  }
  for (const table of Object.values(flows.errorTables)) {
    for (const row of [...table.rows, table.default]) if (reads(row)) impact.errorRows.push(`error table ${table.id} row ${row.id}`);
  }
  for (const journey of Object.values(flows.journeys)) {
    for (const [pageId, page] of Object.entries(journey.pages)) if (reads(page)) impact.pages.push(`${journey.id}.${pageId} (${page.route}.html)`);
  }
  return impact;
}
