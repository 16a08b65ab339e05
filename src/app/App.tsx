import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type MouseEvent } from 'react';
import { FormRulesProvider } from '../view/FormRulesProvider.tsx';
import { PageView } from '../view/PageView.tsx';
import { useInAppLinks } from '../view/useInAppLinks.ts';
import { useApp } from '../view/StoreContext.tsx';
import { debugAllowed } from './debugAllowed.ts';
import { PlumbingNotification, PlumbingSessionDialog } from './shell/PlumbingShell.tsx';

/**
 * The debug button (spec 2.9) is built into dev and demo builds only; flows/decisions/debug-button.json decides
 * within them. In production the constant is false, so neither its chunk nor its styles are built.
 */
const DebugButton = __STOREFLOW_MOCKS__ ? lazy(() => import('./debug/DebugButton.tsx')) : null;

/**
 * The skip link goes past the language line and the header's links (the layouts place them inside #main) to the
 * page's heading, as in-app navigation does (PageView); #main itself while the page has none (a loader). Without
 * this the in-app link handler took "#main" as a page address: a history entry, and focus left on the link.
 * (Right after the hydration the heading could be hidden while a lazy component's code loaded: frameReady now waits for it.)
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  const main = document.getElementById('main');
  (main?.querySelector<HTMLElement>('h1') ?? main)?.focus();
}

/** The shell: skip link, the page, and (dev and demo builds) the debug button. */
export const App = observer(function App({ withDebug }: { withDebug: boolean }) {
  const { store } = useApp();
  const texts = store.flowSet.texts;
  useInAppLinks(store);
  return (
    <>
      <a className="sf-skip-link" href="#main" onClick={skipToContent}>
        {texts['common.skipToContent']}
      </a>
      <PlumbingNotification />
      <FormRulesProvider>
        <PageView />
      </FormRulesProvider>
      <PlumbingSessionDialog />
      {withDebug && DebugButton && debugAllowed(store.facts.facts) ? (
        <Suspense fallback={null}>
          <DebugButton />
        </Suspense>
      ) : null}
    </>
  );
});
