import type { FlowSet } from '../../model/flowSet.ts';
import { codeList, codeNumber, codeString } from '../../model/codeKeys.ts';

const num = (flows: FlowSet, name: string): number => codeNumber(flows.settings, name);
const str = (flows: FlowSet, name: string): string => codeString(flows.settings, name);

/**
 * The spec 9 constants the plumbing reads from flows/settings/plumbing.json.
 * No fallbacks: a missing setting is a flows:check error (the keys are listed
 * by npm run gen, tools/generate/flowKeys.ts), and at run time it throws
 * MissingFlowKeyError rather than running on a value nobody chose.
 */
export function plumbingSettings(flows: FlowSet) {
  return {
    retryCount: num(flows, 'retryCount'),
    retryBaseDelayMs: num(flows, 'retryBaseDelayMs'),
    redirectDelayMs: num(flows, 'redirectDelayMs'),
    notificationAutoDismissMs: num(flows, 'notificationAutoDismissMs'),
    errorAssistRetryMs: num(flows, 'errorAssistChatRetryMs'),
    videoWindowMaxPx: num(flows, 'videoWindowMaxPx'),
    scriptErrorLogLimit: num(flows, 'scriptErrorLogLimit'),
    logoutUrl: str(flows, 'logoutUrl'),
    logoutCallTimeoutMs: num(flows, 'logoutCallTimeoutMs'),
    cartLockDefaultChannel: str(flows, 'cartLockDefaultChannel'),
    cartLockSource: str(flows, 'cartLockSource'),
    session: {
      timeoutMs: num(flows, 'sessionTimeoutMs'),
      warningAtMs: num(flows, 'sessionWarningAtMs'),
      tickMs: num(flows, 'sessionTickMs'),
    },
  };
}

/** A list the plumbing reads by name (flows/lists); missing is an error, never an empty list. */
export function stringList(flows: FlowSet, id: string): string[] {
  return codeList(flows.lists, id);
}
