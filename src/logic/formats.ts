/**
 * Numbers, prices and dates as the page's language writes them (Intl;
 * docs/requirements.md "Languages"). A document shows one language for its
 * whole life (changing language loads the other language's page), so the
 * locale is set once, at start-up, before anything is formatted
 * (src/app/language.ts); en-US until then.
 *
 * The formatters are made at their first use, not when this module loads: the
 * page's first Intl object starts the browser's ICU (35 - 50 ms at 4x CPU,
 * then about 5 ms per formatter), which on start-up sat in the script task
 * before the hydration, twice over since the locale is set after the load
 * (docs/performance.md "Intl at start-up"). Pages without a price or a date
 * never pay it.
 */
let locale = 'en-US';
let dollars: Intl.NumberFormat | undefined;
let days: Intl.DateTimeFormat | undefined;

export function setFormatLocale(next: string): void {
  locale = next;
  dollars = days = undefined;
}

export function formatLocale(): string {
  return locale;
}

/** An amount in dollars for display ($1,099.99); anything that is not a finite number shows as $0.00. */
export function money(amount: unknown): string {
  dollars ??= new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  return dollars.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
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
