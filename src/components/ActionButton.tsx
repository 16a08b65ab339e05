import { useId } from 'react';
import type { PropsOf } from '../registry/propsOf.ts';
import { eventProp } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    description: { type: 'string', description: 'longer explanation read after the label' },
    busy: { type: 'boolean', description: 'true while the action runs: further presses are ignored' },
    variant: { enum: ['primary', 'secondary'] },
    onActivate: eventProp,
  },
  required: ['label', 'onActivate'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema, 'onActivate'>;

/**
 * A native button: click, Enter and Space all activate it (spec 2.6). While
 * busy it stays focusable but ignores presses, so one click sends one request.
 */
function ActionButton({ label, description, busy = false, variant = 'primary', onActivate, testId }: Props) {
  const descriptionId = useId();
  return (
    <>
      <button
        type="button"
        className={`sf-button sf-button--${variant}`}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
        onClick={() => {
          if (!busy) onActivate?.();
        }}
      >
        {label}
      </button>
      {description ? (
        <span id={descriptionId} className="sf-visually-hidden">
          {description}
        </span>
      ) : null}
    </>
  );
}

export default defineComponent<Props>({
  name: 'ActionButton',
  description: 'A button that dispatches a page event (Continue).',
  propsSchema,
  component: ActionButton,
});
