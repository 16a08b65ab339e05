import { describe, expect, it } from 'vitest';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { createApplicationPayload } from '../../src/services/adapters/createapplication.ts';

const offer = {
  issacPromo: {
    stateCd: 'NJ',
    proposition: {
      isDirectApply: true,
      isEmployeeEligible: true,
      propositionId: 'P-150',
      syfOfferId: 'SYF-1',
      rank: 2,
      spoName: 'gc_15',
      soiEngagementId: 'SOI-9',
    },
    tagInformation: { enterpriseId: 'E-1' },
  },
};

function facts(query: Record<string, string> = {}) {
  const base = blankFacts(emptyFlowSet());
  base.url = { ...base.url, pageName: 'vvcinterstitial', query };
  base.user = { ...base.user, signedIn: true, prospect: false, customerId: 'C-1', mtn: '5550001111', visitorId: 'V-1', locationCode: 'L-1' };
  base.answers = { getoffers: offer };
  base.settings = {
    cardDashboardUrl: '/dash',
    cardApplicationMarket: 'NATIONAL',
    cardApplicationOutletType: 'ONLINE',
    cardApplicationStoreId: 'DIGITAL',
    cardApplicationSiteCode: 'VZW',
    cardApplicationSkipNbxFeedback: true,
  };
  return base;
}

describe('createApplicationPayload (spec 3)', () => {
  it('is complete', () => {
    expect(createApplicationPayload(facts())).toEqual({
      customerInfo: { customerId: 'C-1', mtn: '5550001111', locationCode: 'L-1', loggedInUser: true, isNewCustomer: false, enterpriseId: '' },
      postbackURL: '/dash',
      syfOfferId: 'SYF-1',
      market: 'NATIONAL',
      rank: 2,
      outletType: 'ONLINE',
      promotionalSPOCategoryCode: 'gc_15',
      sessionId: 'V-1',
      propositionId: 'P-150',
      channelId: 'VZW-DOTCOM',
      storeId: 'DIGITAL',
      soiEngagementId: 'SOI-9',
      skipNbxFeedback: true,
      pageContext: { pageName: 'vvcinterstitial', channelId: 'VZW-DOTCOM' },
      siteCode: 'VZW',
      isEmployee: false,
    });
  });

  it('sends the enterpriseId only for the employee-program choice of an employee-eligible offer', () => {
    const employee = createApplicationPayload(facts({ isEmployee: 'true' }));
    expect(employee.isEmployee).toBe(true);
    expect((employee.customerInfo as { enterpriseId: string }).enterpriseId).toBe('E-1');
    const notEligible = facts({ isEmployee: 'true' });
    notEligible.answers = { getoffers: { issacPromo: { ...offer.issacPromo, proposition: { ...offer.issacPromo.proposition, isEmployeeEligible: false } } } };
    expect((createApplicationPayload(notEligible).customerInfo as { enterpriseId: string }).enterpriseId).toBe('');
  });

  it('never sends undefined when the offer is missing', () => {
    const none = facts();
    none.answers = {};
    expect(JSON.stringify(createApplicationPayload(none))).not.toContain('undefined');
    expect(createApplicationPayload(none)).toMatchObject({ syfOfferId: '', propositionId: '', rank: '' });
  });
});
