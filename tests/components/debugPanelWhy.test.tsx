// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DebugPanel } from '../../src/app/debug/DebugPanel.tsx';
import { componentDefinitions } from '../../src/app/registries.ts';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { AppProvider } from '../../src/view/StoreContext.tsx';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();

async function mountOnSavingsLanding(answer: object, winner: string) {
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/openbankmlp.html', cookies: { loggedIn: 'true' } });
  const store = new RootStore({ flows, ports, services: fakeServices({ getOpenBankEligibility: ok(answer) }), actions: plumbingActions });
  store.start();
  const view = render(
    <AppProvider value={{ store, components: createComponentRegistry(componentDefinitions) }}>
      <DebugPanel onClose={() => undefined} />
    </AppProvider>,
  );
  // The landing decides once getOpenBankEligibility has answered.
  await screen.findByText(new RegExp(`row ${winner} wins`));
  return view;
}

/** Issue 11 item 3: the flows:why explanation of the current page's tables in the debug panel. */
describe('debug panel: why this page shows what it shows', () => {
  it('names the winning row of the savings landing, each failed earlier row, and the facts each part read', async () => {
    const { container } = await mountOnSavingsLanding({ errorCode: '15412' }, 'signInWithMobileNumber');
    const why = screen.getByRole('listitem', { name: 'Why savingsLanding' });
    expect(why).toHaveTextContent('savingsLanding: row signInWithMobileNumber wins (row 2 of');
    const rows = within(why)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === why);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^ineligibleCode: does not hold/);
    expect(rows[1]).toHaveTextContent(/^signInWithMobileNumber: holds/);
    expect(rows[0]).toHaveTextContent('lists.savingsIneligibleCodes = ["15400","15401","15403","15422","15500","15404"]');
    expect(rows[1]).toHaveTextContent('answers.getOpenBankEligibility.errorCode = "15412"');
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows every part of an `and` with whether it held', async () => {
    await mountOnSavingsLanding(
      { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true } },
      'newCustomerEligible',
    );
    const why = screen.getByRole('listitem', { name: 'Why savingsLanding' });
    expect(why).toHaveTextContent(/row newCustomerEligible wins/);
    expect(why).toHaveTextContent('all of holds');
    expect(why).toHaveTextContent('answers.getOpenBankEligibility.openBankEligibility.openbankFFlag = true');
  });
});
