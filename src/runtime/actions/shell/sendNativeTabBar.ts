import type { ActionDefinition } from '../../../model/actionDefinition.ts';
import type { NativeBridgePort } from '../../../model/ports.ts';
import { lazyRun } from '../lazyRun.ts';

/** The message type the native app receives its tab-bar settings under. */
export const tabBarMessage = 'tabBarSettings';

const runInApp = lazyRun('sendNativeTabBar', () => import('./sendNativeTabBar.run.ts').then(({ run }) => run));

/**
 * Fetches the code at start-up in the native app (`src/app/main.tsx`, issue 20 item 4): every sales page sends the
 * tab bar on entry (spec 3, 9), so fetched at the first run the first page's message waited for a chunk round trip
 * behind the page's calls. The web never fetches it (no bridge, nothing to send). A failed fetch is forgotten: the
 * first run loads again and reports it (spec 8).
 */
export function preloadInApp(bridge: Pick<NativeBridgePort, 'available'>): void {
  if (bridge.available()) runInApp.preload().catch(() => undefined);
}

/**
 * Spec 3, 6, 9: hands the tab-bar settings the flow chose (pattern, tab index,
 * shop variant) to the native app through the bridge port. Outside the app
 * (no bridge) it does nothing: the web has no tab bar.
 */
export const sendNativeTabBar: ActionDefinition = {
  name: 'sendNativeTabBar',
  description:
    'Sends the tab-bar settings (pattern A..G or empty for none, tab index, shop variant) to the native app through the bridge; nothing outside the app.',
  argsSchema: {
    type: 'object',
    properties: {
      pattern: { type: 'string', description: 'Tab-bar pattern (spec 3: A, B, B1, B2, C, D1, D2, E, F, G), empty for no tab bar.' },
      tabIndex: { type: 'integer', description: 'Selected tab (spec 9: 2, or 1 for prospect or fios).' },
      shopVariant: { type: 'string', description: 'Shop variant for the app (spec 9: new from app version 20).' },
    },
    required: ['pattern', 'tabIndex'],
    additionalProperties: false,
  },
  emits: [{ channel: 'bridge', type: tabBarMessage, fields: { pattern: 'pattern', tabIndex: 'tabIndex', shopVariant: 'shopVariant' } }],
  // Issue 20 item 4: outside the app (no bridge) it does nothing, so its code loads in the app only (preloadInApp).
  run(args, context) {
    if (!context.ports.nativeBridge.available()) return;
    return runInApp(args, context);
  },
};
