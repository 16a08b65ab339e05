import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { BaseComponentProps } from '../model/componentDefinition.ts';

/**
 * A component's props type, derived from its JSON Schema so the two cannot
 * drift; props whose schema is { "$comment": "event" } become click handlers.
 */
export type PropsOf<S extends JSONSchema, Events extends string = never> = Omit<FromSchema<S>, Events> & {
  [K in Events]?: () => void;
} & BaseComponentProps;

/** Schema of an event prop: the flow gives { "event": "NAME" }, the component gets a handler. */
export const eventProp = { $comment: 'event' } as const;
