import type { PropsOf } from '../registry/propsOf.ts';
import { defineLazyComponent } from '../registry/defineLazyComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    src: { type: 'string', description: 'https address of the tracking host; other schemes render nothing' },
    oid: { type: 'string', description: 'affiliate order id (query oid/OID)' },
    cjevent: { type: 'string', description: 'affiliate event id (query cjevent/CJEVENT)' },
    alt: { type: 'string' },
    title: { type: 'string' },
  },
  required: ['src'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;

/** Loaded on first use (defineLazyComponent): DOMPurify stays out of the start-up bundle. */
export default defineLazyComponent<Props>({
  name: 'TrackingPixel',
  description: 'Affiliate tracking image (spec 5): https host, oid and cjevent appended with the URL API, sanitised to a bare img.',
  propsSchema,
  load: () => import('./TrackingPixel.view.tsx'),
});
