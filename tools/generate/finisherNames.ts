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
