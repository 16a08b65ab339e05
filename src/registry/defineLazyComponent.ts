import { lazy, type ReactNode } from 'react';
import type { ComponentDefinition } from '../model/componentDefinition.ts';

interface LazyComponentDefinition<P> extends Omit<ComponentDefinition<P>, 'component'> {
  /** `() => import('./X.view.tsx')`: the module's default export is the component. */
  load: () => Promise<{ default: (props: P) => ReactNode }>;
}

/**
 * Declares a component whose code is loaded on first use, keeping the
 * start-up bundle lean (npm run size). The schema stays in the eager file so
 * flows:check and the registry know the props without loading the component.
 * The page renderer shows a loader while the chunk arrives.
 */
export function defineLazyComponent<P>(definition: LazyComponentDefinition<P>): ComponentDefinition<P> {
  const { load, ...rest } = definition;
  return { ...rest, component: lazy(load), preload: load };
}
