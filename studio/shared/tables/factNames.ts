import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { nearest } from '../../../tools/flowcheck/suggest.ts';
import { factLabel } from './conditionSentence.ts';

/** What a fact typed in the condition builder names: a fact path, or why it names none (in words, with a near fact). */
export type FactReading = { path: string } | { problem: string };

/** Below an open object (ui, event, a setting) any path may be read (factCatalog.ts), as flows:check allows it. */
function underOpenObject(vocabulary: JsonSchemaObject, path: string): boolean {
  if (!/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)+$/.test(path)) return false;
  let node: JsonSchemaObject | undefined = vocabulary;
  for (const segment of path.split('.')) {
    if (!node) return false;
    const open: boolean = node !== vocabulary && !node.properties && !node.items && !node.enum && (node.type === undefined || node.type === 'object');
    if (open || node.additionalProperties === true) return true;
    node = node.properties?.[segment] ?? (node.items && /^\d+$/.test(segment) ? node.items : undefined);
  }
  return false;
}

const spoken = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The fact nearest to what was typed (suggest.ts, as flows:check finds it), by path or by the words the sentences use. */
function nearFact(text: string, facts: readonly string[]): string | undefined {
  const byPath = nearest(text.trim().replace(/\s+/g, '.'), facts);
  if (byPath !== null) return byPath;
  const labels = new Map(facts.map((fact) => [spoken(factLabel(fact)), fact]));
  const byWords = nearest(spoken(text), labels.keys());
  return byWords === null ? undefined : labels.get(byWords);
}

/**
 * The fact a clause reads, from what the analyst typed in its fact field: a fact path the builder offers, a path
 * below an open object, or a fact's spoken name as the grid and the sentences show it ("error id" is error.id) when
 * it names exactly one fact. Anything else is refused with the fact it is nearest to, so the builder never writes a
 * path no fact has: `{"var": "error id"}` read nothing and its sentence looked like the real fact's.
 */
export function readFactName(typed: string, facts: readonly string[], vocabulary: JsonSchemaObject): FactReading {
  const text = typed.trim();
  if (text === '') return { problem: 'Pick a fact: type part of its name.' };
  if (facts.includes(text) || underOpenObject(vocabulary, text)) return { path: text };
  const named = facts.filter((fact) => spoken(factLabel(fact)) === spoken(text));
  if (named.length === 1) return { path: named[0] as string };
  if (named.length > 1) return { problem: `“${text}” names several facts: ${named.join(', ')}. Type the one meant.` };
  const near = nearFact(text, facts);
  return { problem: `“${text}” is no fact.${near ? ` Did you mean ${near}?` : ' Type part of a fact’s name and pick one from the list.'}` };
}
