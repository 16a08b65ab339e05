import type { Facts } from '../../model/facts.ts';

const nativeMarker = 'VZW-MFA';

/** Device class and native-app channel from the user agent and viewport (contracts 5, spec 3 channel ids). */
export function deviceFacts(userAgent: string, viewportWidth: number, rps: boolean): Facts['device'] {
  const nativeApp = userAgent.includes(nativeMarker);
  const ios = /iPhone|iPad|iOS/i.test(userAgent);
  const nativePlatform: Facts['device']['nativePlatform'] = nativeApp ? (ios ? 'ios' : 'android') : '';
  const tablet = /iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent));
  const mobile = !tablet && (/Mobi|iPhone|Android/i.test(userAgent) || viewportWidth < 768);
  const type: Facts['device']['type'] = tablet ? 'tablet' : mobile ? 'mobile' : 'desktop';
  const versionMatch = /VZW-MFA[^0-9]*([0-9]+(?:\.[0-9]+)?)/.exec(userAgent);
  let channelId = type === 'tablet' ? 'VZW-DOTCOM-TAB' : type === 'mobile' ? 'VZW-DOTCOM-MOB' : 'VZW-DOTCOM';
  if (rps) channelId = 'VZW-RPS';
  if (nativeApp) channelId = nativePlatform === 'ios' ? 'VZW-MFA-IOS' : 'VZW-MFA-ANDROID';
  return { type, nativeApp, nativePlatform, appVersion: versionMatch ? Number(versionMatch[1]) : 0, channelId };
}
