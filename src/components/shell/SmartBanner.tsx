import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'what the app offers; also the accessible name of the banner' },
    rating: { type: 'number', minimum: 0, maximum: 5, description: 'store rating out of 5 (spec 2.9: shown as rating/5), drawn as stars' },
    ratingText: { type: 'string', description: 'the rating as shown, e.g. 4.1/5' },
    ratingLabel: { type: 'string', description: 'the rating as read by screen readers, e.g. Rated 4.1 out of 5' },
    ctaLabel: { type: 'string' },
    ctaHref: { type: 'string', description: 'where the app (or its store page) opens' },
    helpText: { type: 'string', description: "the hide-help text (spec 2.9, default 'Get help with us')" },
    helpHref: { type: 'string' },
    closeLabel: { type: 'string', description: 'accessible name of the close button (contracts 8: contains "Close")' },
    onClose: eventProp,
  },
  required: ['title', 'rating', 'ratingText', 'ratingLabel', 'ctaLabel', 'ctaHref', 'closeLabel', 'onClose'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onClose'>;

/** Loaded on first use (defineLazyComponent): only some shoppers ever see it, so it stays out of the start-up bundle. */
export default defineLazyComponent<Props>({
  name: 'SmartBanner',
  description: 'Mobile smart banner promoting the app: rating, open link, help link, close button (spec 2.9).',
  propsSchema,
  load: () => import('./SmartBanner.view.tsx'),
});
