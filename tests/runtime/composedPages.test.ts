/**
 * Issue 20 item 3 over the real flows: on every page of the storefront, each
 * time the flow store composes the page (on entry, at every answer, after the
 * loader hold), composing only where facts changed gives exactly what the pure
 * renderNodes gives for the same facts (the pre-rendered frame and the tools
 * use renderNodes), and the decision tables kept where their facts did not
 * change give what deciding them afresh gives; so do the redirect targets
 * (docs/performance.md "Focus, pushState and repeats in the click's task (session 28)").
 */
import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import { decide } from '../../src/engine/decide.ts';
import { chooseRedirect } from '../../src/engine/redirectTable.ts';
import { renderNodes } from '../../src/engine/renderPage.ts';
import { defaultBasePath, pagePath } from '../../src/engine/routing.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { onePhoneCart } from '../doubles/startedStore.ts';

const flows = await checkedFlows();
const routes = [
  ...new Set(Object.values(flows.journeys).flatMap((journey) => Object.values(journey.pages).map((page) => pagePath(defaultBasePath, page)))),
].sort();

describe('the page composed where facts changed equals renderNodes, signed in', () => {
  it.each(routes)('at every composition of %s', async (path) => {
    // Compared after the run: MobX reports a reaction's exception instead of throwing it.
    const composed: { pageId: string; nodes: unknown; rendered: unknown; decisions: unknown; decided: unknown; redirects: unknown; chosen: unknown }[] = [];
    const ports = memoryPorts({ href: `http://127.0.0.1:5173${path}`, cookies: { loggedIn: 'true' } });
    const services = fakeServices({ getCart: ok(onePhoneCart) }, { otherwise: ok({}) });
    const store = new RootStore({ flows, ports, services, actions: actionDefinitions });
    const stop = reaction(
      () => store.flow.nodes,
      (nodes) => {
        const page = store.flow.current?.page;
        if (!page) return;
        composed.push({
          pageId: store.flow.current?.pageId ?? '',
          nodes,
          rendered: renderNodes(page.body, { facts: store.facts.facts, texts: flows.texts }, '', page.pageNodes),
          decisions: store.facts.decisions,
          decided: Object.fromEntries(
            Object.values(flows.decisions).map((table) => [table.id, decide(table, { facts: store.facts.base, texts: flows.texts })]),
          ),
          redirects: store.facts.redirects,
          chosen: Object.fromEntries(
            Object.values(flows.redirectTables).map((table) => [
              table.id,
              chooseRedirect(table, { facts: { ...store.facts.base, decisions: store.facts.facts.decisions }, texts: flows.texts }),
            ]),
          ),
        });
      },
      { fireImmediately: true },
    );
    store.start();
    await settleRuntime();
    ports.clock.advance(1_000);
    await settleRuntime();
    stop();
    store.stop();
    // Each page (or the page it redirects to) is composed on entry and again as its answers arrive.
    expect(composed.length).toBeGreaterThan(0);
    for (const { pageId: shown, nodes, rendered, decisions, decided, redirects, chosen } of composed) {
      expect({ shown, nodes, decisions, redirects }).toEqual({ shown, nodes: rendered, decisions: decided, redirects: chosen });
    }
  });
});
