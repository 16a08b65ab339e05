/**
 * Issue 9: a page opened without its data (the order, the cart, the trade-in
 * answered with nothing in them) never shows a raw placeholder, `undefined`,
 * `NaN` or `[object Object]`: every sentence with a hole is chosen away in the
 * flow (`when`, `cases`) and the page shows an empty state instead.
 */
import { describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../../src/engine/renderPage.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import type { ServiceTransport } from '../../src/services/transport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();

/** Every call answers 200 with no data at all. */
const emptyServices: ServiceTransport = {
  adapterNames: () => [],
  call: async () => ({ ok: true, answer: { errors: [] }, status: 200, headers: {} }),
};

/** A raw placeholder, a missing value's trace, or the debris of a sentence assembled from missing parts ("Shipping , , ()", "Trade-in value $"). */
const LEAK = /\{[a-zA-Z0-9]+\}|undefined|NaN|\[object Object\]|\(\s*\)|,\s*,|^\s*,|\$(?![0-9])/;

/** Per-item templates by design: list components fill them for each item or step (their schemas name the placeholders). */
const LIST_COMPONENTS = new Set(['CartLines', 'DeviceGrid', 'AccessoryGrid', 'PlanCards', 'CheckoutSteps', 'CheckoutProgress']);
const isTemplate = (at: string): boolean => {
  const [component, prop] = at.split('/');
  return (LIST_COMPONENTS.has(component ?? '') && /Label$/.test(prop ?? '')) || at.includes('/rules/pattern/value');
};

/** Every string a component would receive (props at any depth), with where it sits. */
function strings(nodes: readonly ResolvedNode[], out: string[] = []): string[] {
  const walk = (value: unknown, at: string): void => {
    if (isTemplate(at)) return;
    if (typeof value === 'string') out.push(`${at}: ${value}`);
    else if (typeof value === 'number' && Number.isNaN(value)) out.push(`${at}: NaN`);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}/${index}`));
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${at}/${key}`);
  };
  for (const node of nodes) {
    walk(node.props, node.component);
    strings(node.children, out);
  }
  return out;
}

async function shownOn(route: string): Promise<string[]> {
  const ports = memoryPorts({ href: `http://127.0.0.1:5173/sales/digital/${route}.html`, cookies: { loggedIn: 'true' } });
  const store = new RootStore({ flows, ports, services: emptyServices, actions: plumbingActions });
  store.start();
  await settleRuntime();
  const shown = [`title: ${store.flow.title}`, ...strings(store.flow.nodes)];
  store.stop();
  return shown;
}

/** Every page of the sales journeys, by route. */
const pages = ['shop', 'checkout', 'byod', 'tradein', 'plans'].flatMap((id) => Object.values(flows.journeys[id]?.pages ?? {}).map((page) => page.route));

describe('pages opened without their data (issue 9)', () => {
  it.each(pages)('%s shows no raw placeholder, undefined, NaN or [object Object]', async (route) => {
    const shown = await shownOn(route);
    expect(shown.filter((line) => LEAK.test(line.slice(line.indexOf(': ') + 2)))).toEqual([]);
  });
});
