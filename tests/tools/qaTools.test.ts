import { describe, expect, it } from 'vitest';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { readRegistryManifest } from '../../tools/flowcheck/registryManifest.ts';
import { journeyGraph } from '../../tools/qa/journeyGraph.ts';
import { testCasesOf } from '../../tools/qa/testCases.ts';

const flows = await checkedFlows();

describe('flows:cases', () => {
  const cases = testCasesOf(flows, readRegistryManifest());

  it('turns a decision example into overrides, cookies, pages and the expected outcome', () => {
    const ineligible = cases.find((item) => item.id === 'savingsLanding.ineligibleCode.1');
    expect(ineligible).toMatchObject({
      routes: ['openbankmlp'],
      mockOverrides: {
        'POST /accountlandingservice/isaac/getOpenBankEligibility': { status: 200, body: { errors: [{ serviceErrMsg: 'OB-15400: customer ineligible' }] } },
      },
      expected: { row: 'ineligibleCode', view: 'openBankIneligible', message: 'System Error. Please try again later.' },
    });
    const failed = cases.find((item) => item.id === 'savingsLanding.serviceUnavailable.1');
    expect(failed?.mockOverrides['POST /accountlandingservice/isaac/getOpenBankEligibility']?.status).toBe(500);
    const guest = cases.find((item) => item.name === 'guest variant');
    expect(guest?.cookies).toEqual({ role: 'guest' });
  });

  it('has one case per example', () => {
    const examples = Object.values(flows.decisions).reduce(
      (sum, table) => sum + [...table.rows, table.default].reduce((n, row) => n + row.examples.length, 0),
      0,
    );
    expect(cases).toHaveLength(examples);
  });
});

describe('flows:graph', () => {
  it('draws pages, calls and exits of a journey', () => {
    const graph = journeyGraph(flows.journeys.savings as never);
    expect(graph).toContain('openbankmlp["openbankmlp.html (entry)"]');
    expect(graph).toContain('svc_getOpenBankEligibility');
    expect(graph).toContain('leaves the site');
  });

  it('labels edges with their guards, draws each edge once, and redirects to our own pages as internal', () => {
    const graph = journeyGraph(flows.journeys.shop as never, flows);
    const lines = graph.split('\n');
    expect(new Set(lines).size).toBe(lines.length);
    expect(graph).toContain(`expresscart -->|"CHECKOUT if user.prospect and not user.guest"| other_checkout_checkout`);
    expect(graph).toContain('redirects_sales -.->|"favoritesHome"| Favorites');
    expect(graph).toContain(`redirects_sales -.->|"checkoutWithEmptyCart"| gridwall`);
    expect(graph).toMatch(/decision_smartBanner\{"smartBanner: nativeApp \/ .* \/ notShown"\}/);
    expect(graph).toMatch(/errors_serviceErrors\(\("call fails: .*unauthorized/);
  });
});
