/** Reads a dotted path ("answers.x.errors.0.id") the way JSON Logic's `var` does; undefined when absent. */
export function getPath(data: unknown, path: string): unknown {
  if (path === '') return data;
  let current: unknown = data;
  for (const segment of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Turns dotted keys into a nested object: {"a.b": 1} -> {a: {b: 1}}. */
export function nestDottedKeys(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const segments = key.split('.');
    let node = root;
    segments.slice(0, -1).forEach((segment) => {
      const next = node[segment];
      node[segment] = next && typeof next === 'object' ? next : {};
      node = node[segment] as Record<string, unknown>;
    });
    node[segments[segments.length - 1] as string] = value;
  }
  return root;
}
