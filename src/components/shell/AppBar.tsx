import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'what the bar shows in place of the web navigation' },
    signInLabel: { type: 'string', description: 'label of the Sign in button; empty or absent: no button' },
    onSignIn: eventProp,
  },
  required: ['title'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onSignIn'>;

/** Loaded on first use (defineLazyComponent): only some shoppers ever see it, so it stays out of the start-up bundle. */
export default defineLazyComponent<Props>({
  name: 'AppBar',
  description: 'Native app bar: title and an optional Sign in button (spec 2.9).',
  propsSchema,
  load: () => import('./AppBar.view.tsx'),
});
