import type { ActionDefinition } from '../../model/actionDefinition.ts';
import { loadOnce } from '../loadOnce.ts';

type Run = ActionDefinition['run'];

/**
 * The `run` of an action whose code loads on first use (issue 20 item 4): its
 * definition (its name; builds drop its documentation, tools/vite/stripRegistryDocs.ts)
 * stays in the registry at start-up, its code is an `X.run.ts` module fetched the first time a flow runs
 * it, once. Meant for actions that run after an answer, a click or a later
 * event, never while a page paints. A chunk that does not load is reported as
 * a script-load error (spec 8, `ActionContext.codeNotLoaded`) and the action
 * does nothing, as a failing action does, unless `notLoaded` tells the shopper;
 * the next run tries again. A run whose page was left while the code loaded is
 * dropped. Give the definition its `preload` too, unless the code is for a few
 * visitors only.
 */
export interface LazyRunOptions {
  /** What the shopper is told when the code could not be loaded (after it is logged), e.g. the flow's failure event. */
  notLoaded?: Run;
}

export function lazyRun(action: string, load: () => Promise<Run>, options: LazyRunOptions = {}): Run & { preload(): Promise<void> } {
  const code = loadOnce(load);
  const run: Run = async (args, context) => {
    const page = context.ports.location.current().pathname;
    let loaded: Run;
    try {
      loaded = await code();
    } catch (error) {
      context.ports.logger.error(`[storeflow] action "${action}": its code could not be loaded`, error);
      context.codeNotLoaded?.(`action ${action}`, error);
      if (context.ports.location.current().pathname === page) await options.notLoaded?.(args, context);
      return;
    }
    // The run was asked for by the page shown then (its path: an entry may rewrite the query in place). Once the
    // shopper has left it, a popup, a message or the new page's events would act for a page that is gone (the new
    // page runs its own actions).
    if (context.ports.location.current().pathname !== page) {
      context.ports.logger.info(`[storeflow] action "${action}" dropped: the page that ran it was left while its code loaded`);
      return;
    }
    await loaded(args, context);
  };
  // Fetched ahead with the lazy components after the spec 9 prefetch delay (src/app/main.tsx): a popup opened once an
  // answer is in must not wait for a chunk too, or it may come after the click's user activation has lapsed. A
  // preload that fails is forgotten, so first use loads again.
  return Object.assign(run, { preload: () => code().then(() => undefined) });
}
