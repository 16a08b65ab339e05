import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../runtime/RootStore.ts';
import type { ComponentRegistry } from '../registry/ComponentRegistry.ts';

export interface AppContextValue {
  store: RootStore;
  components: ComponentRegistry;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('[storeflow] useApp() outside <AppProvider>: wrap the app in AppProvider (src/app/main.tsx).');
  return value;
}
