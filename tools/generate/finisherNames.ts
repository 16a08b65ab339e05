import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { repoPath } from '../repoPath.ts';

/**
 * A prop finisher (src/engine/finish/) is tied to a component by name, a
 * plain string the type checker cannot tie to the registry: a renamed or
 * removed component would leave its finisher running for nobody, and the
 * props it should finish unfinished. A start-up finisher is keyed by the
 * component's name in src/engine/finish/propFinishers.ts; a lazy component's
 * finisher is handed on by its view module, `X.view.tsx` laying out the
 * component registered as `X` (the lazy three-file layout).
 * `npm run gen` and `gen:check` refuse a finisher for no registered component.
 */
export function unknownFinisherNames(finishers: Iterable<string>, components: Iterable<string>): string[] {
  const known = new Set(components);
  return [...finishers].filter((name) => !known.has(name)).sort();
}

const fix = (components: Iterable<string>, how: string): string =>
  `  Fix: ${how} a component registered in src/app/registries/ (${[...components].sort().join(', ')}), or remove it.`;

/** The problem message for finishers that name no registered component, or null when all are known. */
export function finisherProblem(unknown: readonly string[], components: Iterable<string>): string | null {
  if (unknown.length === 0) return null;
  return (
    `src/engine/finish/propFinishers.ts: ${unknown.map((name) => `"${name}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} no registered component.\n` +
    fix(components, 'key the finisher by')
  );
}

/** A view module that hands its finisher on to the loader (`export { finishX as finish } from '...'`). */
export interface LazyFinisher {
  /** The component it finishes: the view's file name without `.view.tsx`. */
  component: string;
  /** Repo-relative path of the view. */
  file: string;
}

const HANDS_ON_FINISHER = /export\s*\{\s*\w+\s+as\s+finish\s*\}\s*from\s*['"]/;

/** The lazy finishers among view modules (repo-relative path and source). */
export function lazyFinishers(views: readonly { file: string; source: string }[]): LazyFinisher[] {
  return views
    .filter((view) => HANDS_ON_FINISHER.test(view.source))
    .map((view) => ({ component: basename(view.file, '.view.tsx'), file: view.file }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The problem message for lazy finishers whose view is named for no
 * registered component, or for a component finished both at start-up and by
 * its view (its props would be finished twice); null when there is none.
 */
export function lazyFinisherProblem(lazy: readonly LazyFinisher[], components: Iterable<string>, startUp: Iterable<string>): string | null {
  const known = new Set(components);
  const eager = new Set(startUp);
  const problems = lazy.flatMap(({ component, file }) => {
    if (!known.has(component))
      return [`${file}: hands on a finisher for "${component}", no registered component.\n${fix(known, 'name the view X.view.tsx for')}`];
    if (eager.has(component))
      return [
        `${file}: "${component}" is finished twice, by its view and in src/engine/finish/propFinishers.ts.\n  Fix: keep one (the view's, unless the component is needed at start-up).`,
      ];
    return [];
  });
  return problems.length > 0 ? problems.join('\n') : null;
}

/** Every `*.view.tsx` under a folder (src/components), with its source. */
export function readViews(folder: string): { file: string; source: string }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.view.tsx'))
    .map((name) => ({ file: relative(repoPath('.'), join(folder, name)).replaceAll('\\', '/'), source: readFileSync(join(folder, name), 'utf8') }));
}

/**
 * What `npm run gen` and `gen:check` ask before anything else: the app's
 * finishers (src/engine/finish/propFinishers.ts, and the views under
 * `views` that hand one on) against the components the app registers
 * (src/app/registries.ts); a problem message stops both.
 */
export async function appFinishersProblem(views = repoPath('src/components')): Promise<string | null> {
  const { componentDefinitions } = await import('../../src/app/registries.ts');
  const { propFinishers } = await import('../../src/engine/finish/propFinishers.ts');
  const components = componentDefinitions.map((definition) => definition.name);
  const startUp = Object.keys(propFinishers);
  const problems = [
    finisherProblem(unknownFinisherNames(startUp, components), components),
    lazyFinisherProblem(lazyFinishers(readViews(views)), components, startUp),
  ];
  return problems.filter((problem) => problem !== null).join('\n') || null;
}
