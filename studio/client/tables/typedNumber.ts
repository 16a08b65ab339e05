/** Typed words as a number: null for words that are none ("", "abc", "Infinity"). */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return trimmed !== '' && Number.isFinite(number) ? number : null;
}

/** Why words typed for a number are none, in words at the field: "error status is a number; “abc” is not one." */
export function notANumberSaid(label: string, text: string): string {
  const trimmed = text.trim();
  return `${label} is a number; ${trimmed === '' ? 'write one' : `“${trimmed}” is not one`}.`;
}
