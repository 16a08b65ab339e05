const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats an amount in dollars for display ($1,099.99). Presentation only: amounts come from the services. */
export function money(amount: unknown): string {
  return dollars.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}

/** Fills {name} placeholders of a label the flow gave (the flow's texts keep the words, the component the numbers). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-zA-Z0-9]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
