import type { ActionContext } from '../../../model/actionDefinition.ts';
import { tabBarMessage } from './sendNativeTabBar.ts';

/** The action's code, loaded by its definition (`sendNativeTabBar.ts`) in the native app only (issue 20 item 4). */
export function run(args: Record<string, unknown>, { ports }: ActionContext): void {
  // The values come from flow tables (native-tab-bar, native-tab-index, native-shop-variant): one of the wrong kind is
  // a flow error to report, not a value to guess (the app keeps its own tab bar meanwhile).
  const { pattern, tabIndex, shopVariant = '' } = args;
  if (typeof pattern !== 'string' || typeof tabIndex !== 'number' || !Number.isInteger(tabIndex) || typeof shopVariant !== 'string') {
    ports.logger.error('[storeflow] sendNativeTabBar: pattern and shopVariant must be text and tabIndex a whole number', { pattern, tabIndex, shopVariant });
    return;
  }
  ports.nativeBridge.postMessage(tabBarMessage, { pattern, tabIndex, shopVariant });
}
