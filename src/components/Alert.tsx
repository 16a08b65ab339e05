import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    level: { enum: ['error', 'warning', 'info', 'success'] },
  },
  required: ['text', 'level'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** Errors interrupt (role alert); the other levels are announced politely (role status). */
function Alert({ text, level, testId }: Props) {
  if (!text) return null;
  return (
    <div className={`sf-alert sf-alert--${level}`} role={level === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <p>{text}</p>
    </div>
  );
}

export default defineComponent<Props>({ name: 'Alert', description: 'A message box for errors, warnings and confirmations.', propsSchema, component: Alert });
