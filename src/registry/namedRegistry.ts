/** A registry of named definitions (adapters, actions) that refuses duplicates. */
export function createNamedRegistry<T extends { name: string }>(kind: string, definitions: readonly T[]): ReadonlyMap<string, T> {
  const byName = new Map<string, T>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new Error(`[storeflow] ${kind} "${definition.name}" is registered twice`);
    byName.set(definition.name, definition);
  }
  return byName;
}
