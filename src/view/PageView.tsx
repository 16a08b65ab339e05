import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef } from 'react';
import { pageLoads } from '../engine/pageComponents.ts';
import type { ResolvedNode } from '../engine/renderPage.ts';
import { codeText } from '../model/codeKeys.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { NodeView } from './NodeView.tsx';
import { NotFound } from './NotFound.tsx';
import { useApp } from './StoreContext.tsx';

/** Whether a node of the page is its Loader: content the page waits for is still on its way. */
const waiting = (nodes: readonly ResolvedNode[]): boolean => nodes.some((node) => node.component === 'Loader' || waiting(node.children));

function PageLoading({ label }: { label: string }) {
  return (
    <div className="sf-loader" role="status" aria-live="polite">
      <span className="sf-loader__spinner" aria-hidden="true" />
      <span className="sf-visually-hidden">{label}</span>
    </div>
  );
}

/** The current page: its nodes inside a crash boundary; focus moves to the page heading after navigation. */
export const PageView = observer(function PageView() {
  const { store, components } = useApp();
  const path = store.location.snapshot.pathname;
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(path);
  const page = store.flow.current?.page;
  // The page is ready once nothing on it waited for an answer; later loaders (an in-page call) do not undo that.
  // Until then its footer is not shown (src/app/styles.css): in the pre-rendered frame it would sit under the
  // heading and be pushed down when the answers arrive (docs/performance.md "Before and after").
  const readyPath = useRef<string | null>(null);
  if (store.flow.current && !waiting(store.flow.nodes)) readyPath.current = path;

  useEffect(() => {
    // The code of every lazy component the page may show travels with its service calls, not after
    // the answer that makes it visible (issue 12 item 5). A chunk that fails here fails again when
    // rendered, where the crash boundary handles it (spec 8).
    if (page) void Promise.allSettled(pageLoads(page.body, components));
  }, [page, components]);

  useEffect(() => {
    // Not on first load (the browser handles that); after in-app navigation, tell screen readers where they are,
    // back at the first page's address too (docs/performance.md "Focus, pushState and repeats in the click's task (session 28)").
    if (path === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [path]);

  const crashText = store.flowSet.texts['common.renderCrash'] ?? 'Something went wrong.';
  return (
    <main id="main" ref={mainRef} tabIndex={-1} className="sf-main" data-ready={readyPath.current === path ? '' : undefined}>
      <ErrorBoundary
        message={crashText}
        resetKey={path}
        onError={(error, info) => {
          store.ports.logger.error('[storeflow] render crash', { error, componentStack: info.componentStack });
          // Spec 8: logged to jsNotifyAsDynamic as a component error; a lazy component whose chunk failed is a chunk-load failure (reload).
          store.plumbing.crashModule.renderCrashed(error, info.componentStack ?? '');
        }}
      >
        {/* Lazy components (defineLazyComponent) suspend here while their chunk loads. */}
        <Suspense fallback={<PageLoading label={codeText(store.flowSet.texts, 'common.loading')} />}>
          {store.plumbing.crash.pageFailed ? (
            <div className="sf-alert sf-alert--error" role="alert">
              <p>{crashText}</p>
            </div>
          ) : store.flow.current ? (
            store.flow.nodes.map((node) => <NodeView key={node.key} node={node} />)
          ) : store.flow.journeyFailed ? (
            <div className="sf-alert sf-alert--error" role="alert">
              <p>{crashText}</p>
            </div>
          ) : store.flow.pendingJourney ? (
            <PageLoading label={codeText(store.flowSet.texts, 'common.loading')} />
          ) : (
            <NotFound />
          )}
        </Suspense>
      </ErrorBoundary>
    </main>
  );
});
