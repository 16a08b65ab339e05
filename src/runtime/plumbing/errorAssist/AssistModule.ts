import type { Facts } from '../../../model/facts.ts';
import type { FlowSet } from '../../../model/flowSet.ts';
import type { AppCall, ErrorAssistApi } from '../../../model/plumbing.ts';
import type { Ports } from '../../../model/ports.ts';
import { clearOpener } from '../../clearOpener.ts';
import { checkTarget } from '../../urlSafety.ts';
import { readAgentsAvailable, readVideoAssistEnabled, type ErrorAssistStore } from './ErrorAssistStore.ts';
import type { LogEntry } from '../logging/logBody.ts';
import { plumbingAdapters } from '../plumbingAdapters.ts';
import { plumbingSettings, stringList } from '../plumbingSettings.ts';

/** Spec 9: the video window is at most 700 px wide and high, whatever the setting says. */
export const videoWindowLimitPx = 700;

export function videoWindowFeatures(sizePx: number): string {
  const size = Math.max(1, Math.min(videoWindowLimitPx, Math.round(sizePx)));
  return `popup,width=${size},height=${size}`;
}

export interface AssistModulePorts {
  ports: Pick<Ports, 'location' | 'windows' | 'logger'>;
  flows(): FlowSet;
  facts(): Facts;
  errorAssist: ErrorAssistStore;
  servicesStopped(): boolean;
  log(entry: LogEntry): void;
  /** Refreshes the clock facts (they do not tick by themselves), before a time rule is read. */
  tickClock(): void;
}

/** Spec 4.5 error assistance: the video checks and opening the option flows/decisions/error-assist.json picked. */
export class AssistModule implements ErrorAssistApi {
  private readonly deps: AssistModulePorts;

  constructor(deps: AssistModulePorts) {
    this.deps = deps;
  }

  /**
   * Spec 4.5, 5: the video option needs enableVideoAssist from the video-assist
   * check and the agent count; both run in parallel when the flow asks
   * (checkVideo, e.g. EA_VC is on) and the last answers are stale. The calls
   * go through `call`, the app's one call path (with the error table), which
   * the action context hands in. The rule itself (hours, > 3 agents) is
   * flows/decisions/error-assist.json.
   */
  checkErrorAssist(checkVideo: boolean, call: AppCall): void {
    const { errorAssist } = this.deps;
    this.deps.tickClock();
    if (!checkVideo || !errorAssist.due() || this.deps.servicesStopped()) return;
    errorAssist.begin();
    void Promise.all([call(plumbingAdapters.videoAssistCheck), call(plumbingAdapters.videoChatAvailability)])
      .then(([check, agents]) => {
        this.deps.tickClock();
        errorAssist.finish({ videoAssistEnabled: readVideoAssistEnabled(check.answer), agentsAvailable: readAgentsAvailable(agents.answer) });
      })
      .catch((error: unknown) => {
        errorAssist.finish({ videoAssistEnabled: false, agentsAvailable: 0 });
        this.deps.ports.logger.error('[storeflow] error assistance checks failed', error);
      });
  }

  /**
   * Opens what decisions.errorAssist picked: the video option in a window at
   * most settings.videoWindowMaxPx wide and high, chat and live representative
   * in a new tab. The URL comes from the decision (settings), is parsed and
   * must be same-origin or on lists.errorAssistHosts; a refused one is logged.
   */
  openErrorAssist(): void {
    const { ports } = this.deps;
    const flows = this.deps.flows();
    const decision = this.deps.facts().decisions.errorAssist ?? {};
    const option = String(decision.option ?? 'none');
    if (option === 'none') return;
    const check = checkTarget(decision.url, ports.location.current().origin, stringList(flows, 'errorAssistHosts'));
    if (!check.ok) {
      ports.logger.error(`[storeflow] error assistance refused: ${check.reason}`, { target: decision.url });
      this.deps.log({
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
}
