import { createElement, lazy, type ReactNode } from 'react';
import type { ComponentDefinition } from '../model/componentDefinition.ts';
import type { PropFinisher } from '../model/finishedProps.ts';

type Loaded<P> = { default: (props: P) => ReactNode };

/**
 * What `load` fetches: the view as the default export and, when the
 * component's props need finishing, its finisher as `finish`
 * (`export { finishX as finish } from '../../engine/finish/x.ts'`), so the
 * finisher's code comes in the component's chunk, never the start-up bundle.
 */
export type ViewModule<P> = Loaded<P> | { default: (props: never) => ReactNode; finish: PropFinisher };

interface LazyComponentDefinition<P> extends Omit<ComponentDefinition<P>, 'component'> {
  /** `() => import('./X.view.tsx')`: the module's default export is the component. */
  load: () => Promise<ViewModule<P>>;
}

/**
 * The component a view module renders: the view itself, or, with a finisher,
 * the view given the finished props (docs/architecture.md principle 4). The
 * same at build time and in the browser, so a pre-rendered page hydrates as it is.
 */
export function finishedView<P>(module: ViewModule<P>): Loaded<P> {
  if (!('finish' in module)) return module;
  const { default: view, finish } = module;
  return { default: (props: P) => createElement(view as (props: object) => ReactNode, finish(props as Record<string, unknown>)) };
}

/**
 * Declares a component whose code is loaded on first use, keeping the
 * start-up bundle lean (npm run size). The schema stays in the eager file so
 * flows:check and the registry know the props without loading the component.
 * The page renderer shows a loader while the chunk arrives.
 *
 * Once its code has been loaded (by `preload` or a first render), the
 * component renders without suspending: React reads a thenable that settles
 * at once. A pre-rendered page preloads its components before hydrating
 * (src/app/firstPaint/frameReady.ts), so hydration never waits on an import
 * that has in fact already arrived (issue 20 item 1).
 */
export function defineLazyComponent<P>(definition: LazyComponentDefinition<P>): ComponentDefinition<P> {
  const { load, ...rest } = definition;
  let loaded: Loaded<P> | null = null;
  // Once the code is in, a preload asks for nothing: PageView preloads each page's lazy components at every page entry,
  // and asking `load` again (Vite's preload helper and a dynamic import of a module already there) was work repeated
  // in every click's task (docs/performance.md "Transitions (session 40)"). Until then every preload asks, as before:
  // one that failed is tried again, and a chunk that still fails reaches the crash boundary when rendered (spec 8).
  const preload = (): Promise<Loaded<P>> => (loaded ? Promise.resolve(loaded) : load().then((module) => (loaded = finishedView(module))));
  const settled = (module: Loaded<P>): Promise<Loaded<P>> =>
    ({ then: (resolve: (value: Loaded<P>) => unknown) => resolve(module) }) as unknown as Promise<Loaded<P>>;
  return { ...rest, component: lazy(() => (loaded ? settled(loaded) : preload())), preload };
}
