/**
 * A plain decimal number as an analyst writes one: an optional minus, digits, and an optional decimal part. Number()
 * also reads "0x1F", "1e3", "+5", ".5" and "Infinity", which no analyst means as a value: they are refused at the field
 * like any other words. The decimal part may still be empty ("503."): these fields take each key as it is typed, and
 * 503 is what "503." means on the way to "503.5".
 */
const plainDecimal = /^-?\d+(\.\d*)?$/;

/** Typed words as a number: null for words that are none ("", "abc", "1e3", "0x1F"). */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!plainDecimal.test(trimmed)) return null;
  const number = Number(trimmed);
  // Hundreds of digits read as Infinity, which JSON cannot hold.
  return Number.isFinite(number) ? number : null;
}

/** Why words typed for a number are none, in words at the field: "error status is a number; “abc” is not one." */
export function notANumberSaid(label: string, text: string): string {
  const trimmed = text.trim();
  return `${label} is a number; ${trimmed === '' ? 'write one' : `“${trimmed}” is not one`}.`;
}
