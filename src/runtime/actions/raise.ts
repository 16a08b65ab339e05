import type { ActionDefinition } from '../../model/actionDefinition.ts';

/**
 * Dispatches another event of the page once the current effects have run.
 * Lets a handler first `set` page state and then decide on the result, e.g.
 * Back: set ui.navigatingBack, then raise BACK_DECIDED whose handlers read the
 * redirect table that now sees it.
 */
export const raise: ActionDefinition = {
  name: 'raise',
  description: 'Dispatches the named event of the page after the current effects.',
  argsSchema: { type: 'object', properties: { event: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' } }, required: ['event'], additionalProperties: false },
  run(args, { dispatch }) {
    dispatch(String(args.event));
  },
};
