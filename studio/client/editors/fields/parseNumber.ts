import { durationExampleSaid, overMaximumSaid } from '../../../../tools/flowcheck/limitWords.ts';

/** How a number field reads what the analyst typed: the schema's type and bounds, and the unit in words. */
export interface NumberRule {
  integer: boolean;
  minimum?: number;
  maximum?: number;
  /** "milliseconds", "pixels"...: said in messages; milliseconds also read "2s" to suggest 2000. */
  unit?: string;
  /** The schema's `title` and first of its `examples` ("a number of milliseconds", 2000): said as flows:check says them. */
  title?: string;
  example?: number;
}

export type NumberReading = { ok: true; value: number } | { ok: false; message: string };

const durationUnits: Record<string, number> = {
  ms: 1,
  s: 1000,
  sec: 1000,
  second: 1000,
  seconds: 1000,
  m: 60_000,
  min: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
};

/** "2s", "1.5 seconds", "500ms": what the analyst meant, in milliseconds; null when it is not a duration. */
function durationInMs(raw: string): number | null {
  const match = /^(-?\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(raw);
  if (!match) return null;
  const factor = durationUnits[(match[2] ?? '').toLowerCase()];
  return factor === undefined ? null : Math.round(Number(match[1]) * factor);
}

/**
 * Over the most allowed. A duration in flows:check's words (tools/flowcheck/limitWords.ts), with the schema's own
 * title and example: 99999999999 is "about 3.2 years", which shows the typo a bare "Enter 86400000 or less." hides
 * (schemas/settings.schema.json, spec 9).
 */
function overMaximum(value: number, maximum: number, rule: NumberRule): string {
  if (rule.unit !== 'milliseconds') return `Enter ${maximum} or less.`;
  return overMaximumSaid(value, maximum, { title: rule.title ?? `a number of ${rule.unit}`, example: rule.example });
}

/** A milliseconds field's example in limitWords' words ("e.g. 2000 for 2 seconds"); none when the schema gives none. */
function exampleOf(rule: NumberRule): string {
  return rule.unit === 'milliseconds' && rule.example !== undefined ? `, ${durationExampleSaid(rule.example)}` : '';
}

/**
 * Reads a typed number strictly (schemas/settings.schema.json: "2000, not \"2s\"").
 * Never guesses: "2s" is refused with the number to write instead, so the file
 * only ever holds what the runtime reads.
 */
export function parseNumber(raw: string, rule: NumberRule): NumberReading {
  const text = raw.trim();
  const unit = rule.unit ? ` of ${rule.unit}` : '';
  const kind = rule.integer ? `a whole number${unit}` : `a number${unit}`;
  if (text === '') return { ok: false, message: `Enter ${kind}.` };
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    const ms = rule.unit === 'milliseconds' ? durationInMs(text) : null;
    if (ms !== null) return { ok: false, message: `Write milliseconds as a plain number: "${text}" is ${ms}. Units such as "s" are not read.` };
    return { ok: false, message: `"${text}" is not a number. Enter ${kind}${exampleOf(rule)}.` };
  }
  const value = Number(text);
  if (rule.integer && !Number.isInteger(value)) return { ok: false, message: `Enter ${kind}, without decimals.` };
  if (rule.minimum !== undefined && value < rule.minimum) return { ok: false, message: `Enter ${rule.minimum} or more.` };
  if (rule.maximum !== undefined && value > rule.maximum) return { ok: false, message: overMaximum(value, rule.maximum, rule) };
  return { ok: true, value };
}
