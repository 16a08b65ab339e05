import type { MockAnswer } from './overrides.ts';
import type { ScenarioAnswer } from './mockService.ts';

/** A service error as in contracts.md section 6 (the app reads the first one). */
export type ServiceErrorBody = {
  id?: string;
  name?: string;
  message?: string;
  serviceErrMsg?: string;
  information_link?: string;
  details?: { lockedChannelID: string }[];
};

/** A 200 whose body carries only `errors`: how these services report business failures. */
export function errorsAnswer(errors: ServiceErrorBody[], status = 200): MockAnswer {
  return { status, body: { errors } };
}

/** Spec 8: SYSTEM_ERROR with an empty message shows the generic text. */
export const GENERIC_ERROR: MockAnswer = errorsAnswer([{ id: 'SYSTEM_ERROR', name: 'SYSTEM_ERROR', message: '' }]);

/** Spec 4.3: 401 stops services and logs out. */
export const UNAUTHORIZED: MockAnswer = errorsAnswer([{ id: '401', name: 'HTTP_ERROR', message: 'Unauthorized' }], 401);

/** Spec 4.4: 503 is retried; the retry then gets the call's default answer. */
export const FLAKY_503: readonly ScenarioAnswer[] = [errorsAnswer([{ id: '503', name: 'HTTP_ERROR', message: 'Service Unavailable' }], 503), 'default'];

/**
 * Spec 4.2: a locked cart. The id is ours (the real ids are configured in
 * flows); VZW-RPS is the assisted (retail rep) channel, one of those that
 * redirect to the cart-locked page.
 */
export const CART_LOCKED: MockAnswer = errorsAnswer([
  {
    id: 'DIGITAL_CART_LOCK',
    name: 'CART_LOCKED',
    message: 'Your cart is being updated by a representative.',
    serviceErrMsg: '',
    details: [{ lockedChannelID: 'VZW-RPS' }],
  },
]);

/** Spec 2.3 / 4.3: the postpaid cart redirect target, followed with `goto`. */
export const GO_TO_URL = '/sales/next/expresscart.html?redirect=detailsnotfound';

/** Adds the top-level goToUrl (contracts 6) to a body. */
export function withGoToUrl(body: Record<string, unknown>): MockAnswer {
  return { body: { ...body, goToUrl: GO_TO_URL } };
}

/** Spec 4.3, 8: error 15501 means the cart is gone (back to the cart, state cleared). */
export const CART_LOST: MockAnswer = errorsAnswer([{ id: '15501', name: 'CART_ERROR', message: 'Cart not found', serviceErrMsg: '' }]);

/** Spec 4.3 null redirect (our reading, README): a top-level redirect field set to null, added to a body. */
export function withNullRedirect(body: Record<string, unknown>): MockAnswer {
  return { body: { ...body, redirect: null } };
}

/** Spec 8: an errors list with a cancelled-case id (info banner with the configured message). */
export const CANCELLED_CASE: MockAnswer = errorsAnswer([{ id: 'CASE_CANCELLED', name: 'CASE_ERROR', message: 'The case was cancelled.', serviceErrMsg: '' }]);
