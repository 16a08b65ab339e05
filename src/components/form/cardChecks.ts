/**
 * Card checks (spec 5 leaves sales form validation to us): the Luhn checksum
 * and an expiry that is not in the past. Mechanisms, not business rules:
 * a flow turns them on per field with `rules.luhn` / `rules.expiry`.
 */
export function passesLuhn(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What a shopper typed for an expiry, shown as MM/YY: a phone's numeric
 * keypad has no "/", so `1229` becomes `12/29` (issue 9). Digits only, at most four.
 */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** MM/YY (or MMYY, typed without the slash), valid through the last day of that month; `now` comes from the injectable clock. */
export function expiryNotPast(input: string, now: number): boolean {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(input.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const today = new Date(now);
  return year > today.getFullYear() || (year === today.getFullYear() && month >= today.getMonth() + 1);
}
