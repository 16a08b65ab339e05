import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Effect, Journey } from '../../src/model/flowTypes.ts';
import { guardText } from './guardText.ts';
import { referencesIn } from '../../src/engine/references/referencesIn.ts';
import { readsFact } from '../../src/engine/references/queries.ts';

/** Actions that take the shopper off the page (besides a redirect effect). */
const leavingActions = ['logout', 'reloadPage'];

function quote(text: string): string {
  return `"${text.replace(/"/g, "'").replace(/[|[\]{}]/g, ' ')}"`;
}

function nodeId(text: string): string {
  return text.replace(/[^A-Za-z0-9_]/g, '_');
}

/** The page a literal in-app address names (`/sales/digital/shop.html?x=1`, `/smartphones`), by route. */
function routeOf(target: unknown, routes: Map<string, string>): string | undefined {
  if (typeof target === 'string') {
    const path =
      target
        .split('?')[0]
        ?.replace(/^\/sales\/[a-z]+\//, '')
        .replace(/^\//, '')
        .replace(/\.html$/, '') ?? '';
    // An address may name a page by the last part of its route (`/smartphones` for gridwall/smartphones).
    return routes.get(path) ?? [...routes].find(([route]) => route.split('/').pop() === path)?.[1];
  }
  if (target && typeof target === 'object' && 'link' in target) return routes.get(`#${String((target as { link: unknown }).link)}`);
  return undefined;
}

/**
 * A Mermaid flowchart of a journey (issue 11 item 6): pages; `goto` edges
 * labelled by event and guard; redirects to our own pages drawn as internal
 * (dotted, to the page), through redirect tables (their rows as branches);
 * the decision tables a page reads with their rows; calls, and the error-table
 * rows that send the shopper elsewhere after a call. Each edge once.
 */
export function journeyGraph(journey: Journey, flows?: FlowSet): string {
  const lines = new Set<string>([`flowchart LR`, `  %% journey ${journey.id}`]);
  const routes = new Map<string, string>();
  // Pages of other journeys are drawn only when an edge reaches them.
  const otherPages = new Map<string, string>();
  for (const each of Object.values(flows?.journeys ?? { [journey.id]: journey })) {
    for (const [pageId, page] of Object.entries(each.pages)) {
      const node = each.id === journey.id ? pageId : `other_${nodeId(each.id)}_${nodeId(pageId)}`;
      routes.set(page.route, node);
      routes.set(`#${pageId}`, node);
      routes.set(`#${each.id}.${pageId}`, node);
      if (each.id !== journey.id) otherPages.set(node, `  ${node}[${quote(`${page.route}.html (${each.id})`)}]`);
    }
  }
  const redirectTable = (id: string): string => {
    const node = `redirects_${nodeId(id)}`;
    const table = flows?.redirectTables[id];
    lines.add(`  ${node}{{${quote(`redirect table ${id}`)}}}`);
    for (const row of table?.rows ?? []) {
      const target = routeOf(row.to, routes);
      lines.add(target ? `  ${node} -.->|${quote(row.id)}| ${target}` : `  ${node} -.->|${quote(row.id)}| exit_${node}((leaves the site))`);
    }
    return node;
  };
  const callers: string[] = [];
  for (const [pageId, page] of Object.entries(journey.pages)) {
    lines.add(`  ${pageId}[${quote(`${page.route}.html${page.entry ? ' (entry)' : ''}`)}]`);
    const edges = (effects: readonly Effect[] | undefined, label: string): void => {
      for (const effect of effects ?? []) {
        const text = quote(label);
        if ('goto' in effect) lines.add(`  ${pageId} -->|${text}| ${routes.get(`#${effect.goto}`) ?? effect.goto.split('.').pop()}`);
        if ('redirect' in effect) {
          const fromTable = /^redirects\.([A-Za-z0-9]+)\.to$/.exec(String((effect.redirect as { fact?: string }).fact ?? ''));
          const target = routeOf(effect.redirect, routes);
          if (fromTable?.[1]) lines.add(`  ${pageId} -.->|${quote(`${label}: redirect`)}| ${redirectTable(fromTable[1])}`);
          else if (target) lines.add(`  ${pageId} -.->|${quote(`${label}: redirect`)}| ${target}`);
          else lines.add(`  ${pageId} -.->|${text}| exit_${pageId}((leaves the site))`);
        }
        if ('action' in effect && effect.action === 'followRedirectTable') {
          const table = String((effect.args as { table?: unknown } | undefined)?.table ?? '');
          if (table) lines.add(`  ${pageId} -.->|${quote(`${label}: redirect`)}| ${redirectTable(table)}`);
        }
        if ('call' in effect) {
          lines.add(`  ${pageId} -.-|${quote(`${label}: call`)}| svc_${effect.call}[(${effect.call})]`);
          callers.push(pageId);
        }
      }
    };
    edges(page.onEnter, 'enter');
    for (const [event, handlers] of Object.entries(page.on ?? {})) {
      handlers.forEach((handler) => edges(handler.effects, handler.when === undefined ? event : `${event} if ${guardText(handler.when)}`));
    }
    for (const table of Object.values(flows?.decisions ?? {})) {
      if (!readsFact(referencesIn(page.body ?? []), `decisions.${table.id}`)) continue;
      const node = `decision_${nodeId(table.id)}`;
      lines.add(`  ${node}{${quote(`${table.id}: ${[...table.rows.map((row) => row.id), table.default.id].join(' / ')}`)}}`);
      lines.add(`  ${pageId} -.-|shows by| ${node}`);
    }
  }
  // Error rows apply after any call on any page: drawn once, from each page that calls.
  for (const table of Object.values(flows?.errorTables ?? {})) {
    const leaving = table.rows.filter((row) =>
      referencesIn(row.effects ?? []).some(
        (ref) =>
          (ref.kind === 'effect' && ref.name === 'redirect') ||
          (ref.kind === 'action' && (ref.name === 'followRedirectTable' || leavingActions.includes(ref.name))),
      ),
    );
    if (leaving.length === 0 || callers.length === 0) continue;
    const node = `errors_${nodeId(table.id)}`;
    lines.add(`  ${node}((${quote(`call fails: ${leaving.map((row) => row.id).join(', ')}`)}))`);
    for (const caller of new Set(callers)) lines.add(`  ${caller} -.->|error row| ${node}`);
  }
  const edges = [...lines];
  const reached = [...otherPages].filter(([node]) => edges.some((line) => line.endsWith(` ${node}`))).map(([, declaration]) => declaration);
  return [...edges.slice(0, 2), ...reached, ...edges.slice(2)].join('\n');
}
