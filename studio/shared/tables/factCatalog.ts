import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';

/**
 * Every fact a condition may read, by path, from the vocabulary (facts
 * schema, answers typed by their schemas, decisions, lists, switches,
 * settings, error.*): what the condition builder's fact picker offers.
 * Lists' items and array answers are offered by their first item (`.0.`),
 * the way flows read them; open objects (ui, event) take any path typed in.
 */
export function factCatalog(vocabulary: JsonSchemaObject, maxDepth = 7): string[] {
  const paths: string[] = [];
  const visit = (node: JsonSchemaObject | undefined, path: string, depth: number): void => {
    if (!node || depth > maxDepth) return;
    const properties = node.properties ?? {};
    const children = Object.entries(properties);
    if (path && (children.length === 0 || node.enum || (node.type !== undefined && node.type !== 'object'))) paths.push(path);
    for (const [key, child] of children) visit(child, path ? `${path}.${key}` : key, depth + 1);
    if (node.items && typeof node.items === 'object' && (node.items.properties || node.items.type === 'object')) visit(node.items, `${path}.0`, depth + 1);
  };
  visit(vocabulary, '', 0);
  return [...new Set(paths)].filter((path) => !path.startsWith('texts.')).sort();
}
