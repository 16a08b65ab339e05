import type { AppCall } from '../../../model/plumbing.ts';
import { clearOpener } from '../../clearOpener.ts';
import { checkTarget } from '../../urlSafety.ts';
import type { AssistModulePorts } from './AssistModule.ts';
import { plumbingAdapters } from '../plumbingAdapters.ts';
import { plumbingSettings, stringList } from '../plumbingSettings.ts';

/**
 * The code of error assistance (spec 4.5), loaded by `AssistModule` on first
 * use (issue 20 item 4): the video checks' calls and answers, and opening the
 * option decisions.errorAssist picked.
 */

/** Spec 9: the video window is at most 700 px wide and high, whatever the setting says. */
export const videoWindowLimitPx = 700;

export function videoWindowFeatures(sizePx: number): string {
  const size = Math.max(1, Math.min(videoWindowLimitPx, Math.round(sizePx)));
  return `popup,width=${size},height=${size}`;
}

/** enableVideoAssist from the video-assist check answer; false for anything else. */
export function readVideoAssistEnabled(answer: unknown): boolean {
  return (answer as { enableVideoAssist?: unknown } | null | undefined)?.enableVideoAssist === true;
}

/** mediaoutput.agentstatistics[0].available from the video chat answer; 0 when missing. */
export function readAgentsAvailable(answer: unknown): number {
  const stats = (answer as { mediaoutput?: { agentstatistics?: { available?: unknown }[] } } | null | undefined)?.mediaoutput?.agentstatistics;
  const available = Array.isArray(stats) ? Number(stats[0]?.available) : Number.NaN;
  return Number.isFinite(available) ? available : 0;
}

/**
 * Spec 4.5, 5: the video-assist check and the agent count, in parallel,
 * through `call` (the app's one call path, with the error table); the store
 * has begun the check (`ErrorAssistStore.begin`) and is finished here, also
 * when a call fails.
 */
export function runChecks(deps: AssistModulePorts, call: AppCall): void {
  const { errorAssist } = deps;
  void Promise.all([call(plumbingAdapters.videoAssistCheck), call(plumbingAdapters.videoChatAvailability)])
    .then(([check, agents]) => {
      deps.tickClock();
      errorAssist.finish({ videoAssistEnabled: readVideoAssistEnabled(check.answer), agentsAvailable: readAgentsAvailable(agents.answer) });
    })
    .catch((error: unknown) => {
      errorAssist.finish({ videoAssistEnabled: false, agentsAvailable: 0 });
      deps.ports.logger.error('[storeflow] error assistance checks failed', error);
    });
}

/**
 * Opens what decisions.errorAssist picked: the video option in a window at
 * most settings.videoWindowMaxPx wide and high, chat and live representative
 * in a new tab. The URL comes from the decision (settings), is parsed and
 * must be same-origin or on lists.errorAssistHosts; a refused one is logged.
 */
export function openOption(deps: AssistModulePorts): void {
  const { ports } = deps;
  const flows = deps.flows();
  const decision = deps.facts().decisions.errorAssist ?? {};
  const option = String(decision.option ?? 'none');
  if (option === 'none') return;
  const check = checkTarget(decision.url, ports.location.current().origin, stringList(flows, 'errorAssistHosts'));
  if (!check.ok) {
    ports.logger.error(`[storeflow] error assistance refused: ${check.reason}`, { target: decision.url });
    deps.log({
      level: 'ERROR',
      eventType: 'SCRIPT_ERROR',
      subEventType: 'ERROR_ASSIST_REFUSED',
      pageUrl: ports.location.current().href,
      serviceUrl: '',
      method: '',
      errorMessage: check.reason,
      loggerMessage: `refused error assistance link ${String(decision.url)}`,
    });
    return;
  }
  const handle =
    option === 'video'
      ? ports.windows.open(check.url.href, 'errorAssistVideo', videoWindowFeatures(plumbingSettings(flows).videoWindowMaxPx))
      : ports.windows.open(check.url.href, '_blank', '');
  // A support page must not reach back into ours (reverse tabnabbing).
  if (handle) clearOpener(handle);
}
