import type { FlowSet } from '../../model/flowSet.ts';

function num(flows: FlowSet, name: string, fallback: number): number {
  const value = flows.settings[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function str(flows: FlowSet, name: string, fallback: string): string {
  const value = flows.settings[name];
  return typeof value === 'string' ? value : fallback;
}

/**
 * The spec 9 constants the plumbing reads from flows/settings/plumbing.json.
 * The fallbacks are the spec's values, used only when a setting is missing.
 */
export function plumbingSettings(flows: FlowSet) {
  return {
    retryCount: num(flows, 'retryCount', 1),
    retryBaseDelayMs: num(flows, 'retryBaseDelayMs', 200),
    redirectDelayMs: num(flows, 'redirectDelayMs', 2000),
    notificationAutoDismissMs: num(flows, 'notificationAutoDismissMs', 6000),
    errorAssistRetryMs: num(flows, 'errorAssistChatRetryMs', 15000),
    videoWindowMaxPx: num(flows, 'videoWindowMaxPx', 700),
    scriptErrorLogLimit: num(flows, 'scriptErrorLogLimit', 20),
    logoutUrl: str(flows, 'logoutUrl', '/fraudservice/session/logout'),
    logoutCallTimeoutMs: num(flows, 'logoutCallTimeoutMs', 1500),
    cartLockDefaultChannel: str(flows, 'cartLockDefaultChannel', 'VZW-DOTCOM'),
    cartLockSource: str(flows, 'cartLockSource', 'CART_UPDATE'),
    session: {
      timeoutMs: num(flows, 'sessionTimeoutMs', 30 * 60 * 1000),
      warningAtMs: num(flows, 'sessionWarningAtMs', 28 * 60 * 1000),
      tickMs: num(flows, 'sessionTickMs', 1000),
    },
  };
}

export function stringList(flows: FlowSet, id: string): string[] {
  return (flows.lists[id] ?? []).map(String);
}
