import { referencesIn } from '../../../../src/engine/references/index.ts';
import type { FlowSet } from '../../../../src/model/flowSet.ts';

type Json = Record<string, unknown>;

const at = (value: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((here, segment) => (here !== null && typeof here === 'object' ? (here as Json)[segment] : undefined), value);

/**
 * The params each text's uses give, by key, from the reference index (src/engine/references/: a {"text": key}
 * reference `shows` it, its `params` are beside it): what fillText can fill. null for a text also read as
 * `texts.<key>` in a rule, whose params no reference says. Keys no flow uses are absent.
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
      const params = at(part, [...reference.at.slice(0, -1), 'params']);
      const names = params !== null && typeof params === 'object' ? Object.keys(params) : [];
      given[reference.name] = [...new Set([...(previous ?? []), ...names])];
    }
  return given;
}
