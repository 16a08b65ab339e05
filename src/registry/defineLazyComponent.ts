import { lazy, type ReactNode } from 'react';
import type { ComponentDefinition } from '../model/componentDefinition.ts';

type Loaded<P> = { default: (props: P) => ReactNode };

interface LazyComponentDefinition<P> extends Omit<ComponentDefinition<P>, 'component'> {
  /** `() => import('./X.view.tsx')`: the module's default export is the component. */
  load: () => Promise<Loaded<P>>;
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
  const loadOnce = (): Promise<Loaded<P>> =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const settled = (module: Loaded<P>): Promise<Loaded<P>> =>
    ({ then: (resolve: (value: Loaded<P>) => unknown) => resolve(module) }) as unknown as Promise<Loaded<P>>;
  return { ...rest, component: lazy(() => (loaded ? settled(loaded) : loadOnce())), preload: loadOnce };
}
