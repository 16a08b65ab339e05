import { askedLanguage } from '../askedLanguage.ts';
import { catalogueIn, type CatalogueInLanguage } from '../catalogue/catalogueTexts.ts';
import type { MockContext } from '../mockService.ts';
import { loadCart, newCartId, type CartState } from './salesCartStore.ts';

/** Who is calling and with which cart, read from the spec 7 headers the app sends. */
export type SalesCaller = { cartId: string; signedIn: boolean; prepaid: boolean; body: Record<string, unknown> };

/**
 * The cart id when the request carries none: the cartId cookie, else a new
 * cart whose id the mock sets as the cartId cookie, as the real cart service
 * does with Set-Cookie (a mocked response cannot set cookies itself). In the
 * browser MSW resolves requests in the page, so document is at hand; Node
 * tests have none and always send the header.
 */
function cartCookie(): string {
  const doc = (globalThis as { document?: { cookie: string } }).document;
  const existing = doc?.cookie
    .split('; ')
    .find((part) => part.startsWith('cartId='))
    ?.slice('cartId='.length);
  if (existing) return decodeURIComponent(existing);
  const id = newCartId();
  if (doc) doc.cookie = `cartId=${encodeURIComponent(id)}; path=/; SameSite=Lax`;
  return id;
}

export async function readCaller(ctx: MockContext): Promise<SalesCaller> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await ctx.request.clone().json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // No or bad JSON body: treated as empty.
  }
  const headers = ctx.request.headers;
  return {
    cartId: headers.get('cartid') || cartCookie(),
    signedIn: headers.get('loginstatus') === 'authenticated',
    prepaid: headers.get('x-service-prepaid') === 'true' || ctx.path.startsWith('/prepayservice/'),
    body,
  };
}

export function cartOf(ctx: MockContext, caller: SalesCaller): CartState {
  return loadCart(ctx.storage, caller.cartId, caller.prepaid);
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function salesError(id: string, message: string, status = 200) {
  return { status, body: { errors: [{ id, name: id, message, serviceErrMsg: '' }] } };
}

/** The catalogue in the language the call asks for (Accept-Language, issue 23): descriptive texts translated, names kept. */
export function catalogueFor(ctx: MockContext): CatalogueInLanguage {
  return catalogueIn(askedLanguage(ctx.request.headers.get('accept-language')));
}
