import { mergeFacts } from '../../src/engine/blankFacts.ts';
import { checkBlankFacts } from './checkFacts.ts';
import { deriveFacts } from '../../src/engine/deriveFacts.ts';
import { derivedFacts } from '../../src/runtime/facts/derivedFacts.ts';
import { firstMatch } from '../../src/engine/firstMatch.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Journey } from '../../src/model/flowTypes.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import type { JsonSchemaObject } from './registryManifest.ts';
import { checkFactPath } from './vocabulary.ts';
import { handlerName } from './handlerName.ts';

interface HandlerWithExamples {
  when?: unknown;
  examples?: { name: string; facts: Record<string, unknown> }[];
}

/** Leaf paths an example sets; `event.*` is what the event carried, any name goes. */
function unknownFacts(facts: unknown, vocabulary: JsonSchemaObject, prefix = ''): string[] {
  if (prefix === 'event' || prefix.startsWith('event.')) return [];
  if (facts === null || typeof facts !== 'object' || Array.isArray(facts) || Object.keys(facts).length === 0) {
    const problem = prefix ? checkFactPath(vocabulary, prefix) : null;
    return problem ? [problem] : [];
  }
  return Object.entries(facts).flatMap(([key, value]) => unknownFacts(value, vocabulary, prefix ? `${prefix}.${key}` : key));
}

/** The runtime's own first-match rule; a rule that cannot be evaluated is reported as running none. */
function winnerOf(handlers: readonly HandlerWithExamples[], facts: object): number {
  try {
    return firstMatch(handlers, facts).index;
  } catch {
    return -1;
  }
}

/**
 * Issue 8 item 5: a handler with a condition says, by example, when it is
 * the one that runs. For each example (facts over a signed-out desktop
 * visitor, `event` included), the first handler of its event whose `when`
 * holds must be this one, as at runtime. A conditioned handler without
 * examples is reported, except inside a fragment with parameters (its facts
 * depend on what each use passes; the uses' pages are checked instead).
 */
export function checkHandlerExamples(
  journey: Pick<Journey, 'pages'>,
  flows: FlowSet,
  vocabulary: JsonSchemaObject,
  inParameterizedFragment: (at: (string | number)[]) => boolean,
): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  // Built for the first example only: most pages have none.
  let blank: ReturnType<typeof checkBlankFacts> | undefined;
  const base = (): ReturnType<typeof checkBlankFacts> => (blank ??= checkBlankFacts(flows));
  for (const [pageId, page] of Object.entries(journey.pages)) {
    for (const [event, handlers] of Object.entries(page.on ?? {})) {
      handlers.forEach((handler: HandlerWithExamples, index) => {
        const at = ['pages', pageId, 'on', event, index];
        const examples = handler.examples ?? [];
        if (handler.when !== undefined && examples.length === 0 && !inParameterizedFragment(at)) {
          issues.push({
            at: [...at, 'when'],
            message: `this handler of ${event} has a condition but no example. Fix: add "examples": [ { "name": "...", "facts": { ... } } ] with the facts under which it runs (flows:check proves it is the first that holds).`,
          });
        }
        examples.forEach((example, exampleIndex) => {
          const exampleAt = [...at, 'examples', exampleIndex];
          const unknown = unknownFacts(example.facts, vocabulary);
          if (unknown.length > 0) {
            issues.push(...unknown.map((message) => ({ at: [...exampleAt, 'facts'], message: `example: ${message}` })));
            return;
          }
          // As the runtime: base facts decided from others (who is an employee, from the offer answer) are derived,
          // unless the example sets them itself.
          const facts = mergeFacts(deriveFacts(mergeFacts(base(), example.facts), flows, derivedFacts), example.facts);
          const winner = winnerOf(handlers, facts);
          if (winner !== index) {
            const landed = winner === -1 ? 'no handler' : handlerName(winner);
            issues.push({
              at: exampleAt,
              message: `example "${example.name}" runs ${landed} of ${event} on page ${pageId}, not this one (${handlerName(index)}). Fix: correct the example's facts, or the order or conditions of the handlers.`,
            });
          }
        });
      });
    }
  }
  return issues;
}
