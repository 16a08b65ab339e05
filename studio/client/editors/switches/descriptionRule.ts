import switchesSchema from '../../../../schemas/switches.schema.json';
import { patternHint, patternUse } from '../../../../tools/flowcheck/patternWords.ts';

/**
 * A switch's description as schemas/switches.schema.json allows it: words, not empty nor blanks only (an analyst
 * reads it in the studio to know what the switch does). The field refuses what flows:check refuses, in flows:check's
 * words (schemaCheck.ts says a pattern with patternHint, by the property the pattern is on), and the pattern is the
 * schema's own: an edit to the schema changes both.
 */

/** Where the rule sits in the schema, as AJV's schema path names it (patternUse reads the property from it). */
const rulePath = '#/properties/switches/additionalProperties/properties/description/pattern';
const pattern = switchesSchema.properties.switches.additionalProperties.properties.description.pattern;

/** Why `description` is refused, as flows:check says it; null when it is taken. */
export function descriptionProblem(description: string): string | null {
  return new RegExp(pattern, 'u').test(description) ? null : patternHint(pattern, description, patternUse(rulePath));
}
