import { StrictMode, useEffect } from 'react';
import type { ComponentRegistry } from '../registry/ComponentRegistry.ts';
import type { RootStore } from '../runtime/RootStore.ts';
import { AppProvider } from '../view/StoreContext.tsx';
import { App } from './App.tsx';

/** Calls `onPainted` once the tree it sits in has been committed (after hydration, the frame is live). */
function Painted({ onPainted }: { onPainted: () => void }) {
  useEffect(() => {
    onPainted();
  }, [onPainted]);
  return null;
}

/**
 * The whole React tree, the same at build time (src/app/firstPaint/prerenderPage.tsx)
 * and in the browser (src/app/main.tsx), so a pre-rendered page hydrates
 * without a mismatch (issue 20 item 1).
 */
export function AppRoot({ store, components, onPainted }: { store: RootStore; components: ComponentRegistry; onPainted?: () => void }) {
  return (
    <StrictMode>
      <AppProvider value={{ store, components }}>
        <App withDebug={true} />
      </AppProvider>
      {onPainted ? <Painted onPainted={onPainted} /> : null}
    </StrictMode>
  );
}
