import type { ActionDefinition } from '../../model/actionDefinition.ts';

type Run = ActionDefinition['run'];

/**
 * The `run` of an action whose code loads on first use (issue 20 item 4): its
 * definition (name, description, arguments, emits) stays in the registry at
 * start-up, its code is an `X.run.ts` module fetched the first time a flow runs
 * it, once. Meant for actions that run after an answer, a click or a later
 * event, never while a page paints. A chunk that does not load is reported as
 * a script-load error (spec 8, `ActionContext.codeNotLoaded`) and the action
 * does nothing, as a failing action does; the next run tries again.
 */
export function lazyRun(action: string, load: () => Promise<Run>): Run {
  let loading: Promise<Run> | null = null;
  return async (args, context) => {
    let run: Run;
    try {
      run = await (loading ??= load());
    } catch (error) {
      loading = null;
      context.ports.logger.error(`[storeflow] action "${action}": its code could not be loaded`, error);
      context.codeNotLoaded?.(`action ${action}`, error);
      return;
    }
    await run(args, context);
  };
}
