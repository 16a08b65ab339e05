import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { BaseComponentProps } from '../model/componentDefinition.ts';

/**
 * A component's props type, derived from its JSON Schema so the two cannot
 * drift; props whose schema is { "$comment": "event" } become handlers. A
 * handler may pass a plain-object payload (a form's values, the chosen item):
 * the page's `on` handler reads it as `event.*` facts.
 */
export type PropsOf<S extends JSONSchema, Events extends string = never> = Omit<FromSchema<S>, Events> & {
  [K in Events]?: (payload?: Record<string, unknown>) => void;
} & BaseComponentProps;

/** Schema of an event prop: the flow gives { "event": "NAME" }, the component gets a handler. */
export const eventProp = { $comment: 'event' } as const;
