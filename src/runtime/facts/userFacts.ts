import type { Facts } from '../../model/facts.ts';

/** Who the shopper is, from cookies and the path (contracts 5, spec 5 and 6). */
export function userFacts(cookies: Record<string, string>, pathname: string, sessionLob: string, sessionLocationCode = ''): Facts['user'] {
  const roleCookie = cookies.role ?? '';
  const role = roleCookie === 'guest' || roleCookie === 'prepay' ? roleCookie : '';
  const guest = role === 'guest';
  const signedIn = cookies.loggedIn === 'true' && !guest;
  const lob = sessionLob;
  return {
    signedIn,
    role,
    guest,
    prospect: !signedIn,
    // Decided by flows/decisions/prospect-flow.json from the switch or isProspect (src/runtime/facts/derivedFacts.ts).
    prospectFlow: false,
    prepay: role === 'prepay' || pathname.includes('/sales/prepaid/'),
    lob,
    joint: lob === 'vzw|vzt' || lob === 'vzt|vzw',
    fios: lob === 'vzt',
    // Decided by flows/decisions/user-employee.json from the offer answer (src/runtime/facts/derivedFacts.ts).
    employee: false,
    // Identity the card application payload carries (spec 3: customerInfo, sessionId).
    customerId: cookies.customerId ?? '',
    mtn: cookies.mtn ?? '',
    visitorId: cookies.uuid ?? '',
    locationCode: sessionLocationCode,
  };
}
