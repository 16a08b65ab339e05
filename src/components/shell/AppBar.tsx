import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
import { defineComponent } from '../../registry/defineComponent.ts';

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

type Props = PropsOf<typeof propsSchema, 'onSignIn'>;

/**
 * The native app's bar above the page (spec 2.9, 6): the web navigation is
 * hidden in the app, so this bar carries the title and, for prospects, a Sign
 * in button. Which of these show is the flow's decision
 * (flows/decisions/native-app-bar.json).
 */
function AppBar({ title, signInLabel, onSignIn, testId }: Props) {
  return (
    <header className="sf-app-bar" data-testid={testId}>
      <p className="sf-app-bar__title">{title}</p>
      {signInLabel ? (
        <button type="button" className="sf-button sf-button--secondary sf-app-bar__sign-in" onClick={() => onSignIn?.()}>
          {signInLabel}
        </button>
      ) : null}
    </header>
  );
}

export default defineComponent<Props>({
  name: 'AppBar',
  description: 'Native app bar: title and an optional Sign in button (spec 2.9).',
  propsSchema,
  component: AppBar,
});
