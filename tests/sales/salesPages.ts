/**
 * What the sales tests share: the checked flows, a page rendered by a
 * RootStore from answers given by the test, walks over the rendered nodes,
 * and the mock server's sales services called over fetch.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ResolvedNode } from '../../src/engine/renderPage.ts';
import { createMemoryStorage } from '../../src/mocks/memoryStorage.ts';
import { createMockServer } from '../../src/mocks/node.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

export const flows = await checkedFlows();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = Record<string, any>;

/**
 * The nodes of a page once its entry calls have answered: `answers` by adapter
 * name, `{ errors: [] }` for any other call. Signed in under /sales/digital/
 * unless the test says otherwise.
 */
export async function pageNodes(
  route: string,
  answers: Record<string, unknown>,
  options: { base?: string; cookies?: Record<string, string> } = {},
): Promise<ResolvedNode[]> {
  const { base = '/sales/digital/', cookies = { loggedIn: 'true' } } = options;
  const services = fakeServices(Object.fromEntries(Object.entries(answers).map(([adapter, answer]) => [adapter, ok(answer)])), {
    otherwise: ok({ errors: [] }),
  });
  const store = new RootStore({
    flows,
    ports: memoryPorts({ href: `http://127.0.0.1:5173${base}${route}.html`, cookies }),
    services,
    actions: plumbingActions,
  });
  store.start();
  await settleRuntime();
  const nodes = store.flow.nodes;
  store.stop();
  return nodes;
}

/** Every node of a tree, parents before their children. */
export function everyNode(nodes: readonly ResolvedNode[]): ResolvedNode[] {
  return nodes.flatMap((node) => [node, ...everyNode(node.children)]);
}

/** The first node of a component, depth first. */
export function findComponent(nodes: readonly ResolvedNode[], component: string): ResolvedNode | undefined {
  return everyNode(nodes).find((node) => node.component === component);
}

/** Every string in the props of a tree's nodes, leaving out the props of the `except` component (its children still count). */
export function shownStrings(nodes: readonly ResolvedNode[], options: { except?: string } = {}): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const node of everyNode(nodes)) if (node.component !== options.except) walk(node.props);
  return out;
}

/** The mock services over fetch for this test file; their data (the demo carts) in `storage`, for tests that look at what they keep. */
export function useSalesMockServer(): { storage: ReturnType<typeof createMemoryStorage> } {
  const storage = createMemoryStorage();
  const server = createMockServer({ getLocalStorage: () => storage });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return { storage };
}

/** POST to a mock sales service with this cart, as a signed-in shopper unless `signedIn` is false (no loginStatus header). */
export async function post(path: string, body: unknown, cartId: string, options: { signedIn?: boolean } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', cartId };
  if (options.signedIn !== false) headers.loginStatus = 'authenticated';
  const response = await fetch(`http://api.test${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as Answer;
}

/** Saves one checkout step of a signed-in shopper's cart. */
export function step(cartId: string, name: string, values: Record<string, unknown>): Promise<Answer> {
  return post('/cartservice/cart/add-step', { step: name, values }, cartId);
}

/** The delivery step's values: the demo shopper at the demo address, with this delivery option. */
export function deliveryValues(deliveryOptionId: string): Record<string, unknown> {
  return {
    firstName: 'Ada',
    lastName: 'L',
    email: 'a@example.com',
    address1: '1 Main Street',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    deliveryOptionId,
  };
}
