/** SiteFooter: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { languagesSchema } from '../site/LanguageLinks.tsx';

const link = {
  type: 'object',
  properties: { label: { type: 'string' }, href: { type: 'string' } },
  required: ['label', 'href'],
  additionalProperties: false,
} as const;

export const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', description: 'accessible name of the footer navigation' },
    brand: { type: 'string' },
    tagline: { type: 'string' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        properties: { heading: { type: 'string' }, links: { type: 'array', items: link } },
        required: ['heading', 'links'],
        additionalProperties: false,
      },
    },
    legal: { type: 'string', description: 'the small print under the links (copyright)' },
    legalLinks: { type: 'array', items: link },
    languageLabel: { type: 'string', description: 'accessible name of the language links ("Language")' },
    currentLanguage: { type: 'string', description: 'the language of the page shown (url.language): not offered as a link' },
    languages: languagesSchema,
  },
  required: ['label', 'brand', 'groups'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
