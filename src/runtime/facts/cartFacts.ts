/** The cart as the cookies of spec 3 tell it, before any cart call answers (facts cart.*). */
export function cartFacts(cookies: Record<string, string>): { cartId: string; count: number; prospectCartAvailable: boolean } {
  const count = Number(cookies.gnCartCount ?? cookies.prospectCartCount ?? 0);
  return {
    cartId: cookies.cartId ?? '',
    count: Number.isFinite(count) ? count : 0,
    prospectCartAvailable: cookies.prospectCartAvailable === 'true',
  };
}
