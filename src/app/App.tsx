import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { FormRulesProvider } from '../view/FormRulesProvider.tsx';
import { PageView } from '../view/PageView.tsx';
import { useInAppLinks } from '../view/useInAppLinks.ts';
import { useApp } from '../view/StoreContext.tsx';
import { debugAllowed } from './debugAllowed.ts';
import { PlumbingNotification, PlumbingSessionDialog } from './shell/PlumbingShell.tsx';

const DebugButton = lazy(() => import('./debug/DebugButton.tsx'));

/** The shell: skip link, the page, and (outside production) the debug button. */
export const App = observer(function App({ withDebug }: { withDebug: boolean }) {
  const { store } = useApp();
  const texts = store.flowSet.texts;
  useInAppLinks(store);
  return (
    <>
      <a className="sf-skip-link" href="#main">
        {texts['common.skipToContent']}
      </a>
      <PlumbingNotification />
      <FormRulesProvider>
        <PageView />
      </FormRulesProvider>
      <PlumbingSessionDialog />
      {withDebug && debugAllowed(store.facts.facts) ? (
        <Suspense fallback={null}>
          <DebugButton />
        </Suspense>
      ) : null}
    </>
  );
});
