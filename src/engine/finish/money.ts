const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in dollars for display ($1,099.99); anything that is not a finite number shows as $0.00. */
export function money(amount: unknown): string {
  return dollars.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}
