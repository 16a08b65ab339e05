// @vitest-environment node
/**
 * Issue 21 item 6: in the dev server the mock throttle list follows the flows'
 * switch defaults (it names no switch), unless a scenario says otherwise; the
 * demo build keeps its demo list (tests/mocks/defaults.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { switchStates } from '../../src/engine/switchStates.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { post, useMockServer } from './mockServerHarness.ts';

const flows = await checkedFlows();

const mocks = useMockServer({ switches: 'flows' });

async function throttleList(): Promise<{ list: string[]; source: string | null }> {
  const response = await post('/cartservice/cart/nse/getNSAThrottleList');
  const body = (await response.json()) as { throttleList: string[] };
  return { list: body.throttleList, source: response.headers.get('x-mock-source') };
}

describe("the dev server's throttle list (switches: 'flows')", () => {
  it('names no switch, so every switch is its flow default', async () => {
    const { list, source } = await throttleList();
    expect(source).toBe('default');
    expect(list).toEqual([]);
    const defaults = Object.fromEntries(Object.entries(flows.switches).map(([name, declared]) => [name, declared.default]));
    expect(switchStates(flows.switches, list, flows.lists.throttleSwitchPrefixes ?? [])).toEqual(defaults);
  });

  it('the demo-switches scenario gives the demo list (EA_BAU, NSA_REDIRECT_TH_PROSPECT)', async () => {
    mocks.setScenario('demo-switches');
    const { list, source } = await throttleList();
    expect(source).toBe('scenario:demo-switches');
    expect(list).toEqual(['EA_BAU', 'NSA_REDIRECT_TH_PROSPECT']);
  });
});
