import type { Facts } from '../../model/facts.ts';

/** The offer answer fields the card calls read back (contracts 6). */
export interface CardPromo {
  stateCd?: string;
  proposition?: {
    isDirectApply?: boolean;
    isEmployeeEligible?: boolean;
    propositionId?: string;
    syfOfferId?: string;
    rank?: number | string;
    spoName?: string;
    soiEngagementId?: string;
  };
  tagInformation?: { enterpriseId?: string };
}

/** The promotion data of the offer answer on this page, or an empty promo when there is none. */
export function cardPromo(facts: Facts): CardPromo {
  const answer = facts.answers.getoffers as { issacPromo?: CardPromo } | undefined;
  return answer?.issacPromo ?? {};
}

/** A setting as text ('' when missing), so an absent setting never sends "undefined". */
export function settingText(facts: Facts, name: string): string {
  const value = facts.settings[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Where the call comes from, so the service can tag and route it. */
export function cardPageContext(facts: Facts): Record<string, unknown> {
  return { pageName: facts.url.pageName, channelId: facts.device.channelId };
}
