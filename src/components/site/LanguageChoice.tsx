import type { PropsOf } from '../../registry/propsOf.ts';
import { defineComponent } from '../../registry/defineComponent.ts';
import { LanguageLinks, languagesSchema } from './LanguageLinks.tsx';

const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', description: 'accessible name of the language navigation, in the page language ("Language", "Idioma")' },
    current: { type: 'string', description: 'the language of the page shown (url.language): not offered as a link' },
    languages: languagesSchema,
  },
  required: ['label', 'current', 'languages'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/**
 * The language choice above the header (issue 23 item 7): this page in each
 * other language. The link loads that language's page as a document
 * (src/view/useInAppLinks.ts leaves it to the browser), so its texts arrive with it.
 */
function LanguageChoice({ label, current, languages, testId }: Props) {
  return (
    <nav className="sf-langbar" aria-label={label} data-testid={testId}>
      <LanguageLinks className="sf-langbar__inner" languages={languages} current={current} />
    </nav>
  );
}

export default defineComponent<Props>({
  name: 'LanguageChoice',
  description: 'The language choice: a link to this page in each other language.',
  propsSchema,
  component: LanguageChoice,
});
