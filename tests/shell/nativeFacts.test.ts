import { describe, expect, it } from 'vitest';
import { nativeFacts, shellFacts, smartBannerClosedKey } from '../../src/runtime/facts/nativeFacts.ts';
import { memoryStorage } from '../doubles/memoryPorts.ts';

const web = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

describe('nativeFacts (spec 3 native-app props, contracts 8)', () => {
  it('reads the release version after VZW-MFA/, the lob and the app flags', () => {
    const storage = memoryStorage({
      lob: 'vzp',
      nativeProps: JSON.stringify({ isTabBarFlowAllowed: true, voicebotSupport: 'true', isBlackChatBarEnabled: 'yes' }),
    });
    const facts = nativeFacts(`${web} VZW-MFA/21.0`, storage, 375);
    expect(facts).toMatchObject({ app: true, appReleaseVersion: '21.0', appVersion: 21, lob: 'vzp', pageWidth: 375 });
    expect(facts.props).toMatchObject({ isTabBarFlowAllowed: true, voicebotSupport: true, isBlackChatBarEnabled: false, isRecentMyOrderAvailable: false });
  });

  it('keeps a minor version and accepts the marker without a version', () => {
    expect(nativeFacts(`${web} VZW-MFA/19.5.2`, memoryStorage(), 400)).toMatchObject({ appReleaseVersion: '19.5.2', appVersion: 19.5 });
    expect(nativeFacts(`${web} VZW-MFA`, memoryStorage(), 400)).toMatchObject({ app: true, appReleaseVersion: '', appVersion: 0 });
  });

  it('treats malformed props as none, and outside the app ignores them', () => {
    expect(nativeFacts(`${web} VZW-MFA/21.0`, memoryStorage({ nativeProps: '{not json' }), 375).props.isTabBarFlowAllowed).toBe(false);
    const outside = nativeFacts(web, memoryStorage({ lob: 'vzw', nativeProps: JSON.stringify({ isTabBarFlowAllowed: true }) }), 375);
    expect(outside).toMatchObject({ app: false, appReleaseVersion: '', appVersion: 0, lob: 'vzw' });
    expect(outside.props.isTabBarFlowAllowed).toBe(false);
  });
});

describe('shellFacts', () => {
  it('remembers a closed smart banner for the session', () => {
    expect(shellFacts(memoryStorage()).smartBannerClosed).toBe(false);
    expect(shellFacts(memoryStorage({ [smartBannerClosedKey]: 'true' })).smartBannerClosed).toBe(true);
  });
});
