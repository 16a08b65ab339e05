/**
 * A prop finisher (src/engine/finish/propFinishers.ts) is keyed by component
 * name, a plain string the type checker cannot tie to the registry: a renamed
 * or removed component would leave its finisher running for nobody, and the
 * props it should finish unfinished. `npm run gen` and `gen:check` refuse that.
 */
export function unknownFinisherNames(finishers: Iterable<string>, components: Iterable<string>): string[] {
  const known = new Set(components);
  return [...finishers].filter((name) => !known.has(name)).sort();
}

/** The problem message for finishers that name no registered component, or null when all are known. */
export function finisherProblem(unknown: readonly string[], components: Iterable<string>): string | null {
  if (unknown.length === 0) return null;
  const known = [...components].sort().join(', ');
  return (
    `src/engine/finish/propFinishers.ts: ${unknown.map((name) => `"${name}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} no registered component.\n` +
    `  Fix: key the finisher by a component registered in src/app/registries/ (${known}), or remove it.`
  );
}

/**
 * What `npm run gen` and `gen:check` ask before anything else: the app's
 * finishers (src/engine/finish/propFinishers.ts) against the components the
 * app registers (src/app/registries.ts); a problem message stops both.
 */
export async function appFinishersProblem(): Promise<string | null> {
  const { componentDefinitions } = await import('../../src/app/registries.ts');
  const { propFinishers } = await import('../../src/engine/finish/propFinishers.ts');
  const components = componentDefinitions.map((definition) => definition.name);
  return finisherProblem(unknownFinisherNames(Object.keys(propFinishers), components), components);
}
