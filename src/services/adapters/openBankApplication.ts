import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { customerInfo, pageContext } from './requestParts.ts';

/** Starts the savings application; answers the bank's postback URL (contracts 6). */
export const openBankApplication: AdapterDefinition = {
  name: 'openBankApplication',
  description: 'Starts a savings application at the partner bank.',
  method: 'POST',
  paths: { signedIn: '/accountlandingservice/isaac/openBankApplication' },
  body: (facts) => ({ customerInfo: customerInfo(facts), pageContext: pageContext(facts) }),
};
