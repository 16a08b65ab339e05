import { referencesIn } from '../../../../src/engine/references/index.ts';
import type { FlowSet } from '../../../../src/model/flowSet.ts';
import { pointerOf } from '../../../../tools/flowcheck/problem.ts';
import { valueAt } from '../../pages/draftPointer.ts';

/**
 * The params each text's uses give, by key, from the reference index (src/engine/references/: a {"text": key}
 * reference `shows` it, its `params` are beside it): what fillText can fill. null for a text also read as
 * `texts.<key>` in a rule, or shown somewhere without params, whose params no reference says. Keys no flow uses
 * are absent.
 */
export function paramsGiven(flows: FlowSet): Record<string, string[] | null> {
  const given: Record<string, string[] | null> = {};
  const parts: unknown[] = [
    ...Object.values(flows.journeys ?? {}),
    ...Object.values(flows.decisions ?? {}),
    ...Object.values(flows.errorTables ?? {}),
    ...Object.values(flows.redirectTables ?? {}),
  ];
  for (const part of parts)
    for (const reference of referencesIn(part)) {
      if (reference.kind !== 'text') continue;
      const previous = Object.hasOwn(given, reference.name) ? given[reference.name] : [];
      if (reference.use !== 'shows' || previous === null) {
        given[reference.name] = null;
        continue;
      }
      const params = valueAt(part, pointerOf([...reference.at.slice(0, -1), 'params']));
      // A use with no params object is filled by its component's finisher, whose params no flow says: with it,
      // what the text's uses give is not known, so a {param} another use does not give is not flagged (review of
      // af52dce item 2: {amount} beside a use that gives {plan}).
      if (params === null || typeof params !== 'object') {
        given[reference.name] = null;
        continue;
      }
      given[reference.name] = [...new Set([...(previous ?? []), ...Object.keys(params)])];
    }
  return given;
}
