import { factPathsOf } from '../../src/logic/varPaths.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';

/**
 * Issue 21 item 4: an example that does not set a switch reads the switch's
 * default from flows/switches. When that default changes, the example lands
 * on another row, and "lands on row X" alone sends the analyst searching the
 * table; this names the switch(es) the two rows read that the example leaves
 * to its default. '' when there are none.
 */
export function switchDefaultsHint(rules: readonly unknown[], exampleFacts: unknown, flows: FlowSet): string {
  const given = (exampleFacts as { switches?: Record<string, unknown> } | undefined)?.switches ?? {};
  const names = new Set(
    rules
      .flatMap((rule) => factPathsOf(rule))
      .filter((path) => path.startsWith('switches.'))
      .map((path) => path.slice('switches.'.length))
      .filter((name) => name in flows.switches && !(name in given)),
  );
  if (names.size === 0) return '';
  const listed = [...names].map((name) => `switches.${name} (default ${String(flows.switches[name]?.default)})`).join(', ');
  return ` The example does not set ${listed}, so it reads the default from flows/switches: if a default changed, give the example the switch value it is about (e.g. "switches": { "${[...names][0]}": ${String(!flows.switches[[...names][0] as string]?.default)} }) or move it to the row it now lands on.`;
}
