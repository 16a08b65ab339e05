/**
 * A number over the most its schema allows (`maximum`), in an analyst's
 * words with the fix: flows:check (schemaCheck.ts) says it this way, and the
 * studio's settings field (studio/client/editors/fields/parseNumber.ts) says
 * a duration the same way, so the two never disagree. A setting of
 * milliseconds may hold at most one day (schemas/settings.schema.json, spec 9):
 * 99999999999 is read as "about 3.2 years", which shows the typo.
 * No Node import: browser code reads it.
 */

const durationUnits: readonly [number, string][] = [
  [365.25 * 86_400_000, 'year'],
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1000, 'second'],
];

/** A number of milliseconds as a person says it: "2 seconds", "1.5 minutes", "1 day", "about 3.2 years". */
export function durationSaid(ms: number): string {
  const unit = durationUnits.find(([size]) => Math.abs(ms) >= size);
  if (!unit) return `${ms} milliseconds`;
  const [size, name] = unit;
  const count = ms / size;
  const shown = Math.round(count * 10) / 10;
  return `${shown === count ? '' : 'about '}${shown} ${name}${shown === 1 ? '' : 's'}`;
}

/** What a schema says of its value: the `title` ("a number of milliseconds") and an `examples` value. */
export interface NumberSchemaWords {
  title: string;
  example?: unknown;
}

const isMilliseconds = (title: string): boolean => /milliseconds/.test(title);

/** Why `found` is refused over `maximum`, and what to write instead. */
export function overMaximumSaid(found: number, maximum: number, schema: NumberSchemaWords): string {
  const example = typeof schema.example === 'number' ? schema.example : null;
  if (isMilliseconds(schema.title)) {
    const instead = example === null ? '' : `, e.g. ${example} for ${durationSaid(example)}`;
    return `${found} milliseconds is ${durationSaid(found)}; ${schema.title} may be at most ${maximum} (${durationSaid(maximum)}). Fix: write the time in milliseconds, ${maximum} or less${instead}.`;
  }
  return `${found} is more than ${maximum}, the most ${schema.title} may be. Fix: write ${maximum} or less${example === null ? '' : `, e.g. ${example}`}.`;
}
