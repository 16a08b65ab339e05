import type { ComponentType } from 'react';
import type { ComponentDefinition } from '../model/componentDefinition.ts';

/** What the page renderer needs of a registered component (its schema and description are for flows:check and `npm run gen`: tools/vite/stripRegistryDocs.ts). */
export interface RegisteredComponent {
  name: string;
  /**
   * Props are checked against propsSchema by flows:check at build time, so the
   * renderer passes resolved props through this one widened signature.
   */
  render: ComponentType<Record<string, unknown>>;
  /** Fetches a lazy component's code ahead of its first render (defineLazyComponent). */
  preload?: () => Promise<unknown>;
}

export interface ComponentRegistry {
  get(name: string): RegisteredComponent | undefined;
  names(): string[];
}

export function createComponentRegistry(definitions: readonly ComponentDefinition<never>[]): ComponentRegistry {
  const byName = new Map<string, RegisteredComponent>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new Error(`[storeflow] component "${definition.name}" is registered twice`);
    byName.set(definition.name, {
      name: definition.name,
      render: definition.component as unknown as ComponentType<Record<string, unknown>>,
      preload: definition.preload,
    });
  }
  return { get: (name) => byName.get(name), names: () => [...byName.keys()].sort() };
}

/**
 * Fetches the lazy components' code one after the other: each module load and
 * its evaluation is then a task of its own, not one burst that blocks the main
 * thread (issue 20 item 4, Lighthouse TBT). Settles when all have, failed or not.
 */
export async function preloadInTurn(components: ReadonlyArray<Pick<RegisteredComponent, 'preload'>>): Promise<void> {
  for (const component of components) await component.preload?.().catch(() => undefined);
}
