import type { Facts } from '../../model/facts.ts';

const nativeMarker = 'VZW-MFA';

/**
 * What the user agent and viewport say of the device (contracts 5): the native
 * app and its version are read here; the device class and the channel id are
 * business rules, decided by flows/decisions/device-type.json and
 * device-channel.json (src/runtime/facts/derivedFacts.ts). Until they run,
 * type and channelId hold the neutral desktop values.
 */
export function deviceFacts(userAgent: string, viewportWidth: number): Facts['device'] {
  const nativeApp = userAgent.includes(nativeMarker);
  const ios = /iPhone|iPad|iOS/i.test(userAgent);
  const nativePlatform: Facts['device']['nativePlatform'] = nativeApp ? (ios ? 'ios' : 'android') : '';
  const versionMatch = /VZW-MFA[^0-9]*([0-9]+(?:\.[0-9]+)?)/.exec(userAgent);
  return {
    type: 'desktop',
    userAgent,
    viewportWidth,
    nativeApp,
    nativePlatform,
    appVersion: versionMatch ? Number(versionMatch[1]) : 0,
    channelId: 'VZW-DOTCOM',
  };
}
