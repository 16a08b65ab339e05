import { describe, expect, it } from 'vitest';
import { redirectOrder } from '../../src/runtime/redirect/redirectOrder.ts';

/** The mtnFlow rule of flows/errors/service-errors.json (spec 4.3): strip it only on mdnselection with mtnFlow=G. */
const onMdnSelectionWithG = {
  logic: {
    and: [{ '==': [{ var: 'url.pageName' }, 'mdnselection'] }, { '==': [{ var: 'url.query.mtnFlow' }, 'G'] }],
  },
};

const context = (pageName: string, mtnFlow: string) => ({
  facts: { url: { pageName, query: { mtnFlow } }, settings: { redirectDelayMs: 2000 }, error: { goToUrl: '/sales/next/expresscart.html' } },
  texts: {},
});

describe('redirectOrder: a redirect effect resolved for the Redirector', () => {
  it('resolves the target, the delay and stripMtnFlow from facts, and keeps the plain options', () => {
    const effect = {
      redirect: { fact: 'error.goToUrl' },
      allowHosts: 'redirectAllowHosts',
      delayMs: { fact: 'settings.redirectDelayMs' },
      withGoto: true,
      stopServices: true,
      stripMtnFlow: onMdnSelectionWithG,
    };
    expect(redirectOrder(effect, context('mdnselection', 'G'))).toMatchObject({
      target: '/sales/next/expresscart.html',
      allowHosts: 'redirectAllowHosts',
      delayMs: 2000,
      withGoto: true,
      stripMtnFlow: true,
      stopServices: true,
    });
    expect(redirectOrder(effect, context('shop', 'G')).stripMtnFlow).toBe(false);
    expect(redirectOrder(effect, context('mdnselection', 'U')).stripMtnFlow).toBe(false);
  });

  it('leaves at once, keeps services running and the goto untouched when the options are absent', () => {
    const order = redirectOrder({ redirect: '/signin/' }, context('shop', ''));
    expect(order).toMatchObject({ target: '/signin/', delayMs: 0, stripMtnFlow: false });
    expect([order.allowHosts, order.withGoto, order.stopServices]).toEqual([undefined, undefined, undefined]);
  });

  it('a delay that resolves to no number leaves at once', () => {
    expect(redirectOrder({ redirect: '/x', delayMs: { fact: 'settings.missing' } }, context('shop', '')).delayMs).toBe(0);
  });
});
