import type { ComponentDefinition } from '../model/componentDefinition.ts';

/** Declares a component for the registry; P is the props the component takes. */
export function defineComponent<P>(definition: ComponentDefinition<P>): ComponentDefinition<P> {
  return definition;
}
