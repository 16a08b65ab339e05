let dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The locale prices are written in: the page's language (set once at
 * start-up by src/app/language.ts; components may not import the logic layer,
 * whose src/logic/formats.ts does the same for the engine and the flows).
 */
export function setMoneyLocale(locale: string): void {
  dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
}

/** Formats an amount in dollars for display ($1,099.99). Presentation only: amounts come from the services. */
export function money(amount: unknown): string {
  return dollars.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}

/** Fills {name} placeholders of a label the flow gave (the flow's texts keep the words, the component the numbers). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-zA-Z0-9]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
