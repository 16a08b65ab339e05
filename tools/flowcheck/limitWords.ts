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

/**
 * A number of milliseconds as a person says it: "2 seconds", "1.5 minutes", "1 day", "about 3.2 years"; below zero
 * (a signed offset, schemas/settings.schema.json offsetMilliseconds) "minus 3 days". It once said "-1 hours".
 */
export function durationSaid(ms: number): string {
  if (ms < 0) return `minus ${durationSaid(-ms)}`;
  const unit = durationUnits.find(([size]) => ms >= size);
  if (!unit) return `${ms} milliseconds`;
  const [size, name] = unit;
  const count = ms / size;
  const shown = Math.round(count * 10) / 10;
  return `${shown === count ? '' : 'about '}${shown} ${name}${shown === 1 ? '' : 's'}`;
}

/** What a setting's schema allows of its number (schemas/settings.schema.json $defs, the `value`'s keywords). */
export interface NumberLimits {
  title: string;
  minimum?: number;
  maximum?: number;
}

/**
 * A setting's milliseconds in words, as flows:diff and the studio's Changes panel say a value: "2000 milliseconds
 * (2 seconds)". A value its schema refuses says so instead of reading as a time the setting could wait: flows:check
 * refuses -3600000 for a delay (minimum 0), which read "-3600000 milliseconds (-1 hours)".
 */
export function millisecondsSaid(ms: number, limits: NumberLimits): string {
  const plain = `${ms} milliseconds`;
  if (limits.minimum !== undefined && ms < limits.minimum) return `${plain} (not allowed: ${limits.title} is ${limits.minimum} or more)`;
  if (limits.maximum !== undefined && ms > limits.maximum)
    return `${plain} (${durationSaid(ms)}; not allowed: ${limits.title} is at most ${limits.maximum}, ${durationSaid(limits.maximum)})`;
  return Math.abs(ms) >= 1000 ? `${plain} (${durationSaid(ms)})` : plain;
}

/** A schema's example of milliseconds with its length, "e.g. 2000 for 2 seconds": flows:check and the studio's fields say it so. */
export function durationExampleSaid(example: number): string {
  return `e.g. ${example} for ${durationSaid(example)}`;
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
    const instead = example === null ? '' : `, ${durationExampleSaid(example)}`;
    return `${found} milliseconds is ${durationSaid(found)}; ${schema.title} may be at most ${maximum} (${durationSaid(maximum)}). Fix: write the time in milliseconds, ${maximum} or less${instead}.`;
  }
  return `${found} is more than ${maximum}, the most ${schema.title} may be. Fix: write ${maximum} or less${example === null ? '' : `, e.g. ${example}`}.`;
}
