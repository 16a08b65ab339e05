/**
 * Numbers, prices and dates as the page's language writes them (Intl;
 * docs/requirements.md "Languages"). A document shows one language for its
 * whole life (changing language loads the other language's page), so the
 * locale is set once, at start-up, before anything is formatted
 * (src/app/language.ts); en-US until then.
 *
 * Prices are written without Intl (`usDollars`): the page's first Intl object
 * starts the browser's ICU (35 - 50 ms at 4x CPU, then about 5 ms per
 * formatter), and nearly every page writes a price as its first answer shows.
 * Dates, rarer, use Intl, made at the first date; nothing is made when this
 * module loads or the locale is set, before the hydration
 * (docs/performance.md "Intl at start-up").
 */
let locale = 'en-US';
let days: Intl.DateTimeFormat | undefined;

export function setFormatLocale(next: string): void {
  locale = next;
  days = undefined;
}

export function formatLocale(): string {
  return locale;
}

/** An amount in dollars for display ($1,099.99); anything that is not a finite number shows as $0.00. */
export function money(amount: unknown): string {
  return usDollars(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}

/**
 * US dollars as both languages' Intl writes them (en-US and es-US alike:
 * $1,099.99, -$5.00; tests/logic/formats.test.ts compares every language of
 * src/model/language.ts with Intl). Rounded half away from zero on the
 * number's shortest decimal form, as Intl does (1.005 -> $1.01,
 * 1.9949999999999999 -> $1.99), so on its digits: turning the shifted text
 * back into a number would round a 17-digit form a second time. Amounts this
 * cannot write exactly (an exponent form, or past 10^13) go to Intl.
 */
function usDollars(amount: number): string {
  const size = Math.abs(amount);
  const text = String(size);
  if (size >= 1e13 || text.includes('e')) return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
  const [whole = '0', decimals = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0')) + (decimals.charAt(2) >= '5' ? 1 : 0);
  const grouped = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${grouped}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A calendar date the services send as ISO (2026-11-22, or a full ISO time)
 * written the page's way (Nov 22, 2026; 22 nov 2026 in Spanish); "" for anything else.
 */
export function localDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // A bare date is a day on the shopper's calendar, not midnight UTC (which would be the day before in America).
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  days ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return days.format(date);
}
