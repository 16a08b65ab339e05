import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    linkLabel: { type: 'string' },
    href: { type: 'string', description: 'an address the flow has already checked' },
    level: { enum: ['error', 'warning', 'info'] },
    newWindow: { type: 'boolean', description: 'open the link in a new window (without access to this page)' },
  },
  required: ['text', 'linkLabel', 'href', 'level'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/**
 * A message with a link to act on it (the popup-blocked error of spec 8: a
 * link the shopper clicks is never blocked). New windows get noopener and
 * noreferrer, so the partner page cannot reach back into ours.
 */
function NoticeWithLink({ text, linkLabel, href, level, newWindow = false, testId }: Props) {
  if (!text || !href) return null;
  return (
    <div className={`sf-alert sf-alert--${level}`} role={level === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <p>{text}</p>
      <p>
        <a href={href} target={newWindow ? '_blank' : undefined} rel={newWindow ? 'noopener noreferrer' : undefined}>
          {linkLabel}
        </a>
      </p>
    </div>
  );
}

export default defineComponent<Props>({
  name: 'NoticeWithLink',
  description: 'A message with a link to act on it (popup blocked: continue in a new window).',
  propsSchema,
  component: NoticeWithLink,
});
