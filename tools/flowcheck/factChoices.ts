import type { FlowSet } from '../../src/model/flowSet.ts';
import type { JsonSchemaObject } from './registryManifest.ts';
import { pageRoutes } from './pageRoutes.ts';

/** The schema node of a fact path in the vocabulary, or null when it is open or unknown. */
export function nodeAt(vocabulary: JsonSchemaObject, path: string): JsonSchemaObject | null {
  let node: JsonSchemaObject | undefined = vocabulary;
  for (const segment of path.split('.')) {
    if (!node) return null;
    const next: JsonSchemaObject | undefined = node.properties?.[segment] ?? (node.items && /^\d+$/.test(segment) ? node.items : undefined);
    node = next ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
  }
  return node ?? null;
}

/** The last segment of each page route: what url.pageName can be (spec 2.1). */
export function pageNames(flows: FlowSet): string[] {
  const names = Object.values(pageRoutes(flows).journeys).flatMap((journey) =>
    Object.values(journey.pages).map((page) => page.route.split('/').pop() ?? page.route),
  );
  return [...new Set(names)];
}

/**
 * The fixed choices of a fact, when it has them: an `enum` in
 * schemas/facts.schema.json (device.type, calls.<x>.status...), the values a
 * decision table gives (see decisionChoices.ts), or, for url.pageName, the
 * pages that exist. Null when any value is possible.
 */
export function choicesOf(path: string, vocabulary: JsonSchemaObject, flows: FlowSet): { values: string[]; what: string } | null {
  if (path === 'url.pageName') return { values: pageNames(flows), what: 'page name (last segment of a page route)' };
  const node = nodeAt(vocabulary, path);
  if (!node || !Array.isArray(node.enum)) return null;
  const values = node.enum.filter((value): value is string => typeof value === 'string');
  return values.length === node.enum.length ? { values, what: 'value' } : null;
}
