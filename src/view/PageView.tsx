import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { NodeView } from './NodeView.tsx';
import { NotFound } from './NotFound.tsx';
import { useApp } from './StoreContext.tsx';

/** The current page: its nodes inside a crash boundary; focus moves to the page heading after navigation. */
export const PageView = observer(function PageView() {
  const { store } = useApp();
  const path = store.location.snapshot.pathname;
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(path);

  useEffect(() => {
    // Not on first load (the browser handles that); after in-app navigation, tell screen readers where they are.
    if (path === firstPath.current) return;
    mainRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [path]);

  const crashText = store.flowSet.texts['common.renderCrash'] ?? 'Something went wrong.';
  return (
    <main id="main" ref={mainRef} className="sf-main">
      <ErrorBoundary
        message={crashText}
        resetKey={path}
        onError={(error, info) => store.ports.logger.error('[storeflow] render crash', { error, componentStack: info.componentStack })}
      >
        {store.flow.current ? store.flow.nodes.map((node) => <NodeView key={node.key} node={node} />) : <NotFound />}
      </ErrorBoundary>
    </main>
  );
});
