import { describe, expect, it } from 'vitest';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { readRegistryManifest } from '../../tools/flowcheck/registryManifest.ts';
import { testCasesOf } from '../../tools/qa/testCases.ts';

const flows = await checkedFlows();
const cases = testCasesOf(flows, readRegistryManifest());

describe('flows:cases for the shell tables (contracts 8 set-up)', () => {
  it('says which user agent and sessionStorage a native-app example needs', () => {
    const prospect = cases.find((item) => item.id === 'nativeTabBar.prospect.1');
    expect(prospect?.nativeApp).toEqual({ userAgentMarker: 'VZW-MFA/21', sessionStorage: { lob: 'vzp', nativeProps: '{"isTabBarFlowAllowed":true}' } });
    const release = cases.find((item) => item.id === 'nativeShopVariant.newShop.2');
    expect(release?.nativeApp.userAgentMarker).toBe('VZW-MFA/21.0');
    expect(release?.expected).toEqual({ row: 'newShop', variant: 'new' });
  });

  it('sets up a closed banner in sessionStorage, and nothing native for web examples', () => {
    const closed = cases.find((item) => item.name === 'closed on an earlier page');
    expect(closed).toMatchObject({
      cookies: { loggedIn: 'true' },
      nativeApp: { userAgentMarker: '', sessionStorage: { 'storeflow:smartBannerClosed': 'true' } },
    });
    expect(closed?.routes).toContain('mdnselection');
    const shown = cases.find((item) => item.id === 'smartBanner.signedInMobileWeb.1');
    expect(shown?.nativeApp).toEqual({ userAgentMarker: '', sessionStorage: {} });
  });
});
