import type { Props } from './AppBar.tsx';

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

export default AppBar;
