import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { repoPath } from '../repoPath.ts';
import { locate, type FlowFile } from './flowFile.ts';
import { segmentsOf, type Problem } from './problem.ts';
import { didYouMean, nearest, nearMissField } from './suggest.ts';
import { namedPlace } from './namedPlace.ts';
import { patternHint, patternUse } from './patternWords.ts';
import { overMaximumSaid } from './limitWords.ts';
import { misspeltAlternative, shapeOf } from './misspeltAlternative.ts';

/** Objects whose keys are names the analyst chose: an unknown key is a misspelt name, not a stray property. */
const namedKinds: Record<string, { what: string; fix: string }> = {
  '/settings': {
    what: 'setting',
    fix: 'Each setting is declared with its type (milliseconds, count, address...) in schemas/settings.schema.json: correct the name, or declare a new setting there first.',
  },
};

function hintFor(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const typed = typedValueHint(error);
  if (typed) return typed;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      // A long list (every setting name) would bury the hint: the closest name is what helps.
      const listed = allowed.length > 0 && allowed.length <= 15 ? ` Allowed here: ${allowed.join(', ')}.` : '';
      const kind = namedKinds[error.instancePath];
      if (kind) return `unknown ${kind.what} "${name}".${didYouMean(name, allowed)} ${kind.fix}`;
      return `unknown property "${name}".${didYouMean(name, allowed)}${listed}`;
    }
    case 'unevaluatedProperties': {
      const name = String(params.unevaluatedProperty);
      const allowed = propertiesOf(error.parentSchema);
      return `unknown property "${name}".${didYouMean(name, allowed)}${allowed.length ? ` Allowed here: ${allowed.join(', ')}.` : ''}`;
    }
    case 'required':
      return `missing required property "${String(params.missingProperty)}". Fix: add it.`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}.`;
    case 'pattern':
      // In words with an example (patternWords.ts), never the raw regex: the studio shows this at the field. The
      // words are those of the property the pattern is on (a `set` is page state, not a page id).
      return patternHint(String(params.pattern), error.data, patternUse(error.schemaPath));
    case 'propertyNames':
      return `property name "${String(params.propertyName)}" is not allowed here.`;
    default:
      return `${error.message ?? 'is invalid'}.`;
  }
}

/** An unknown property's name and the allowed name closest to it, as the problem's near miss (problem.ts NearMiss). */
function unknownPropertyNear(error: ErrorObject): Pick<Problem, 'nearMiss'> {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    return nearMissField(name, nearest(name, Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {})));
  }
  if (error.keyword === 'unevaluatedProperties') {
    const name = String(params.unevaluatedProperty);
    return nearMissField(name, nearest(name, propertiesOf(error.parentSchema)));
  }
  return {};
}

/** Property names a schema allows, its own and those of the schema its $ref names (page files share their fields that way). */
function propertiesOf(schema: unknown): string[] {
  const own = schema as { properties?: object; $ref?: string } | undefined;
  const names = Object.keys(own?.properties ?? {});
  const ref = own?.$ref;
  if (ref) {
    const [file, fragment] = ref.split('#');
    const target = JSON.parse(readFileSync(repoPath(`schemas/${String(file).replace(/^\.\.\//, '')}`), 'utf8')) as Record<string, unknown>;
    const pointed = (fragment ?? '')
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], target);
    names.push(...Object.keys((pointed as { properties?: object } | undefined)?.properties ?? {}));
  }
  return [...new Set(names)];
}

/**
 * Values whose schema names what they are (`title`, e.g. "a number of
 * milliseconds") and shows one `examples` value: the message says that
 * instead of AJV's "must be integer", so "2s" gets "write 2000".
 */
function typedValueHint(error: ErrorObject): string | null {
  const schema = error.parentSchema as { title?: unknown; examples?: unknown[] } | undefined;
  // Both are required: titles alone also name object types (CallEffect...), which are no hint.
  if (typeof schema?.title !== 'string' || !Array.isArray(schema.examples) || schema.examples.length === 0) return null;
  // A pattern is said by patternWords.ts (what is allowed, with an example), never as AJV's "must match pattern <regex>".
  if (!['type', 'minimum', 'maximum'].includes(error.keyword)) return null;
  // Over the most allowed (a delay of 99999999999 ms): how much it is and what to write, never AJV's "must be <= …".
  if (error.keyword === 'maximum' && typeof error.data === 'number')
    return overMaximumSaid(error.data, Number((error.params as { limit: unknown }).limit), { title: schema.title, example: schema.examples[0] });
  return `must be ${schema.title}, e.g. ${JSON.stringify(schema.examples[0])}; found ${JSON.stringify(error.data)} (${error.message ?? 'invalid'}).`;
}

/**
 * An unknown property outside any anyOf/oneOf (e.g. a misspelt setting name)
 * is a mistake of its own, even when a sibling value is also wrong deeper down.
 * One said by an alternative (a handler that is no fragment use: "when" is
 * not allowed in a fragment use) is only why that alternative failed. Which
 * it is is told by the place, not by the schema path's text: an alternative
 * reached through a $ref has the path of its definition
 * ("#/$defs/fragmentUse/additionalProperties", no "anyOf" in it). So: an
 * anyOf/oneOf failed at the error's place and the error is not a keyword of
 * the schema holding that anyOf/oneOf (which has the same shape).
 */
function namesItsOwnMistake(error: ErrorObject, errors: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'additionalProperties') return false;
  return !errors.some((other) => ['anyOf', 'oneOf'].includes(other.keyword) && other.instancePath === error.instancePath && shapeOf(other) !== shapeOf(error));
}

/**
 * Among the alternatives of an anyOf/oneOf (the effect kinds, an effect or a
 * fragment use), the author meant the one whose required properties are all
 * there: a redirect effect with a misspelt option is a redirect effect with
 * one unknown property, not a call missing "call". When such an alternative
 * failed at a place, the other alternatives' errors there (and the
 * alternatives' errors at the places above, which only say "not a fragment
 * use") are noise and are dropped.
 */
function meantAlternative(errors: ErrorObject[]): ErrorObject[] {
  const fitting = new Set<string>();
  // Places where no alternative fits but an unknown key is a misspelling of one's required key (misspeltAlternative.ts).
  const misspelt = new Map<string, { shape: string; meant: string }>();
  const places = new Set(errors.filter((error) => ['anyOf', 'oneOf'].includes(error.keyword)).map((error) => error.instancePath));
  for (const place of places) {
    const here = errors.filter((error) => error.instancePath === place && !['anyOf', 'oneOf'].includes(error.keyword));
    const missing = new Set(here.filter((error) => error.keyword === 'required').map(shapeOf));
    const fits = here.some((error) => !missing.has(shapeOf(error)));
    const meant = fits ? null : misspeltAlternative(here);
    if (fits) fitting.add(place);
    if (meant) misspelt.set(place, meant);
  }
  if (fitting.size === 0 && misspelt.size === 0) return errors;
  return errors.filter((error) => {
    if (['anyOf', 'oneOf'].includes(error.keyword)) return true;
    for (const place of [...fitting, ...misspelt.keys()]) {
      const sameAlternatives = places.has(error.instancePath) && (error.instancePath === place || place.startsWith(`${error.instancePath}/`));
      if (!sameAlternatives) continue;
      if (error.instancePath !== place) return false;
      const meant = misspelt.get(place);
      // The misspelt key's "unknown property ... Did you mean" says the missing one: only the meant alternative's other errors stay.
      if (meant)
        return (
          shapeOf(error) === meant.shape && !(error.keyword === 'required' && (error.params as { missingProperty?: unknown }).missingProperty === meant.meant)
        );
      const missing = errors.some((other) => other.instancePath === place && other.keyword === 'required' && shapeOf(other) === shapeOf(error));
      if (missing) return false;
    }
    return true;
  });
}

/**
 * AJV errors as located problems. anyOf/oneOf produce a cloud of sub-errors;
 * we keep the alternative the author meant (meantAlternative) and the deepest
 * errors, which name the actual mistake.
 */
export function schemaProblems(file: FlowFile, validate: ValidateFunction): Problem[] {
  if (validate(file.data)) return [];
  const errors = meantAlternative(validate.errors ?? []);
  const deepest = errors.filter(
    (error) =>
      !['anyOf', 'oneOf', 'if'].includes(error.keyword) &&
      (namesItsOwnMistake(error, errors) || !errors.some((other) => other !== error && other.instancePath.startsWith(`${error.instancePath}/`))),
  );
  const chosen = deepest.length > 0 ? deepest : errors;
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of chosen) {
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const segments = segmentsOf(error.instancePath);
    if (error.keyword === 'additionalProperties') segments.push(String((error.params as Record<string, unknown>).additionalProperty));
    if (error.keyword === 'unevaluatedProperties') segments.push(String((error.params as Record<string, unknown>).unevaluatedProperty));
    const { line, column } = locate(file, segments);
    const place = namedPlace(file.data, segmentsOf(error.instancePath));
    problems.push({
      file: file.path,
      line,
      column,
      pointer: error.instancePath,
      message: `${place ? `${place}: ` : ''}${hintFor(error)}`,
      ...unknownPropertyNear(error),
    });
  }
  return problems.slice(0, 10);
}
