import type { ActionDefinition } from '../../../model/actionDefinition.ts';

/** The message type the native app receives its tab-bar settings under. */
export const tabBarMessage = 'tabBarSettings';

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
  run(args, { ports }) {
    if (!ports.nativeBridge.available()) return;
    // The values come from flow tables (native-tab-bar, native-tab-index, native-shop-variant): one of the wrong kind is
    // a flow error to report, not a value to guess (the app keeps its own tab bar meanwhile).
    const { pattern, tabIndex, shopVariant = '' } = args;
    if (typeof pattern !== 'string' || typeof tabIndex !== 'number' || !Number.isInteger(tabIndex) || typeof shopVariant !== 'string') {
      ports.logger.error('[storeflow] sendNativeTabBar: pattern and shopVariant must be text and tabIndex a whole number', { pattern, tabIndex, shopVariant });
      return;
    }
    ports.nativeBridge.postMessage(tabBarMessage, { pattern, tabIndex, shopVariant });
  },
};
