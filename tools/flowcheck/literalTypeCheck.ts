import type { JourneyIssue } from './journeyCheck.ts';
import { nodeAt } from './factChoices.ts';
import type { JsonSchemaObject } from './registryManifest.ts';

/** The JSON type of a literal as a schema names it; null when the literal says nothing (null: "absent"). */
function jsonTypeOf(literal: unknown): string | null {
  if (literal === null || literal === undefined) return null;
  if (Array.isArray(literal)) return 'array';
  return typeof literal === 'object' ? 'object' : typeof literal;
}

function allows(types: readonly string[], literal: unknown, literalType: string): boolean {
  if (types.includes(literalType)) return true;
  return literalType === 'number' && types.includes('integer') && Number.isInteger(literal);
}

function withArticle(word: string): string {
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

/** Where the analyst reads the type of a fact. */
function schemaFileOf(path: string): string {
  const [root, name] = path.split('.');
  if (root === 'answers' && name) return `schemas/answers/${name}.schema.json`;
  if (root === 'decisions' && name) return `the results of flows/decisions (table ${name})`;
  if (root === 'switches') return 'flows/switches';
  return 'schemas/facts.schema.json';
}

/** How the literal could be written in the type the schema gives, as a fix hint. */
function rewritten(literal: unknown, types: readonly string[]): string {
  if (types.includes('string') && (typeof literal === 'number' || typeof literal === 'boolean'))
    return ` Fix: write it as the text ${JSON.stringify(String(literal))}.`;
  if ((types.includes('number') || types.includes('integer')) && typeof literal === 'string' && literal.trim() !== '' && Number.isFinite(Number(literal)))
    return ` Fix: write it as the number ${Number(literal)} (no quotes).`;
  if (types.includes('boolean') && (literal === 'true' || literal === 'false')) return ` Fix: write ${literal} without quotes.`;
  return ` Fix: use ${types.map(withArticle).join(' or ')}, or correct the fact name.`;
}

/**
 * A value of the fact's type that JavaScript's == finds equal to the literal, if there is one: "768" and true (1) for a
 * number, 1 and "0" for a boolean (true == 1, false == "0"), anything for a text. Loose on purpose: it is the very
 * comparison JSON Logic's == makes at runtime, so a rule these hold for works and is left alone (review of 1e63592).
 */
function meantAs(type: string, literal: unknown): unknown {
  if (type === 'string') return String(literal);
  if (type === 'number' || type === 'integer') {
    const number = Number(literal);
    return typeof literal !== 'object' && Number.isFinite(number) ? number : undefined;
  }
  if (type === 'boolean') return literal == true ? true : literal == false ? false : undefined;
  return undefined;
}

/**
 * Whether JSON Logic's == (JavaScript's loose equality) finds the literal equal to the value meant by it: 15412 ==
 * "15412" holds, so the rule works at runtime; true == "true" does not (the text becomes NaN), so it never holds.
 */
function looseEqualsMeant(types: readonly string[], literal: unknown): boolean {
  return types.some((type) => {
    const meant = meantAs(type, literal);
    // Loose on purpose: the very comparison JSON Logic's == makes at runtime.
    return meant !== undefined && meant == literal;
  });
}

/**
 * Issue 21 item 2: a literal compared strictly with a fact (=== / !== / in),
 * or given to a fact by an example, must have the type the fact's schema
 * says. `{"===": [{"var": "answers.x.errorCode"}, 15412]}` never holds when
 * the service sends "15412"; an example giving errorCode 15412 describes an
 * answer that never comes. null is not judged: it stands for "absent".
 * Compared loosely (== / !=, `loose`: the condition builder's "is" and "is
 * not"), a literal of another type is judged too, unless == converts it into
 * the value meant (15412 and "15412"): a boolean fact "is" "true" never holds
 * (README "Conditions are JSON Logic over facts"). <, <=, >, >= convert as ==
 * does, so they are judged with `loose` too (a number fact < "abc" never holds).
 */
export function literalTypeIssue(
  path: string,
  literal: unknown,
  at: (string | number)[],
  vocabulary: JsonSchemaObject,
  consequence: string,
  loose = false,
): JourneyIssue[] {
  const literalType = jsonTypeOf(literal);
  const node = nodeAt(vocabulary, path);
  if (!literalType || !node?.type) return [];
  const types = (Array.isArray(node.type) ? node.type : [node.type]).map(String);
  if (allows(types, literal, literalType)) return [];
  if (loose && looseEqualsMeant(types, literal)) return [];
  return [
    {
      at,
      message: `${JSON.stringify(literal)} is ${withArticle(literalType)}, but "${path}" is ${types.map(withArticle).join(' or ')} (${schemaFileOf(path)}), ${consequence}.${rewritten(literal, types)}`,
    },
  ];
}
