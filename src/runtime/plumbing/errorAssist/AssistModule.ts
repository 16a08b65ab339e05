import type { Facts } from '../../../model/facts.ts';
import type { FlowSet } from '../../../model/flowSet.ts';
import type { AppCall, ErrorAssistApi } from '../../../model/plumbing.ts';
import type { Ports } from '../../../model/ports.ts';
import type { ErrorAssistStore } from './ErrorAssistStore.ts';
import type { LogEntry } from '../logging/logBody.ts';
import { loadOnce } from '../../loadOnce.ts';

type AssistCode = typeof import('./assistCode.ts');

export interface AssistModulePorts {
  ports: Pick<Ports, 'location' | 'windows' | 'logger' | 'clock'>;
  flows(): FlowSet;
  facts(): Facts;
  errorAssist: ErrorAssistStore;
  servicesStopped(): boolean;
  log(entry: LogEntry): void;
  /** Refreshes the clock facts (they do not tick by themselves), before a time rule is read. */
  tickClock(): void;
  /** Reports code that could not be loaded (spec 8: logged as a script-load error). */
  codeNotLoaded(what: string, error: unknown): void;
}

/**
 * Spec 4.5 error assistance: the video checks and opening the option
 * flows/decisions/error-assist.json picked. Only a generic service error or
 * the generic error page offers it, so its code (`assistCode.ts`) loads on
 * first use (issue 20 item 4), normally ahead: the spec 9 prefetch
 * (`preload`, src/app/main.tsx), so the banner (role="alert") shows the link
 * in the same render as its message; else at the first `checkErrorAssist`
 * (the error table's generic row, the generic error page's entry) or `notify`
 * with assist. The decision offers the link only once the code is in
 * (`ErrorAssistStore.codeIn`), so the link's click finds it and opens the
 * window in the same task, as a browser's popup rule wants. A chunk that does
 * not load is reported (spec 8), the checks end as failed checks do (no video)
 * and no link is offered until a load succeeds: the next use, or the retry the
 * failure schedules (the n-th failed load is tried again after n times
 * settings.errorAssistChatRetryMs), so a page already shown gets its link.
 */
export class AssistModule implements ErrorAssistApi {
  private readonly deps: AssistModulePorts;
  private code: AssistCode | null = null;
  private failures = 0;
  /** The code, kept in `code` once in; a failed load is reported once and the next use loads again. */
  private readonly loadCode = loadOnce(() =>
    import('./assistCode.ts').then(
      (code) => {
        // The code first: a reaction to codeIn (the link shown, a flow's open) finds it in.
        this.code = code;
        this.deps.errorAssist.codeLoaded();
        return code;
      },
      (error: unknown) => {
        this.deps.ports.logger.error('[storeflow] error assistance: its code could not be loaded', error);
        this.deps.codeNotLoaded('error assistance', error);
        // Spec 8: a chunk lost to a network blip; without this a page already shown (the generic error page) would
        // never offer its link.
        this.deps.ports.clock.setTimeout(() => void this.preload(), this.deps.errorAssist.retryMs() * ++this.failures);
        throw error;
      },
    ),
  );

  constructor(deps: AssistModulePorts) {
    this.deps = deps;
  }

  /**
   * Spec 4.5, 5: the video option needs enableVideoAssist from the video-assist
   * check and the agent count; both run in parallel when the flow asks
   * (checkVideo, e.g. EA_VC is on) and the last answers are stale. The calls
   * go through `call`, the app's one call path (with the error table), which
   * the action context hands in. The rule itself (hours, > 3 agents) is
   * flows/decisions/error-assist.json. The check begins at once (the decision
   * offers nothing while it runs); its calls go once the code is in.
   */
  checkErrorAssist(checkVideo: boolean, call: AppCall): void {
    const { errorAssist } = this.deps;
    this.deps.tickClock();
    const due = checkVideo && errorAssist.due() && !this.deps.servicesStopped();
    if (due) errorAssist.begin();
    void this.preload().then((code) => {
      if (!due) return;
      if (code) code.runChecks(this.deps, call);
      else errorAssist.finish({ videoAssistEnabled: false, agentsAvailable: 0 });
    });
  }

  /**
   * Opens what decisions.errorAssist picked (`assistCode.ts` `openOption`), in the caller's task or not at all: a
   * window opened after an await has lost the click's user activation and is blocked (spec 4.5, 9). Without the code
   * (a flow that ran no check first; the decision offered no link then) it only loads it, for the link to follow.
   */
  openErrorAssist(): void {
    if (this.code) this.code.openOption(this.deps);
    else void this.preload();
  }

  /** Loads the code (once; see the class comment): the spec 9 prefetch's, `notify` with assist's, the uses'. */
  preload(): Promise<AssistCode | null> {
    return this.loadCode().catch(() => null);
  }
}
