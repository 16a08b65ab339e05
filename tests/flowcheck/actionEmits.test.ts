import { describe, expect, it } from 'vitest';
import { readRegistryManifest } from '../../tools/flowcheck/registryManifest.ts';

/**
 * An action's `emits` (src/model/actionEmits.ts) tells flows:tests what to
 * look for outside the page; a field naming an arg the action does not take
 * would make the generated expectation read nothing.
 */
describe('what actions declare they send out', () => {
  const manifest = readRegistryManifest();
  const declaring = Object.entries(manifest.actions).filter(([, action]) => action.emits !== undefined);

  it('the bridge, page-tag, cart-tag and chat-check actions declare it', () => {
    expect(declaring.map(([name]) => name).sort()).toEqual(['checkLiveChat', 'readDataLayer', 'sendNativeTabBar', 'tagCartItems']);
  });

  it.each(declaring)('%s names only its own args and known adapters', (_name, action) => {
    const args = Object.keys(action.argsSchema.properties ?? {});
    for (const emit of action.emits ?? []) {
      if (emit.channel === 'call') {
        if ('arg' in emit.adapter) expect(args).toContain(emit.adapter.arg);
        else expect(Object.keys(manifest.adapters)).toContain(emit.adapter.name);
        if (emit.when !== undefined) expect(args).toContain(emit.when);
      } else {
        if (emit.channel === 'pageTag' && 'arg' in emit.event) expect(args).toContain(emit.event.arg);
        expect(Object.keys(emit.fields).length).toBeGreaterThan(0);
        for (const arg of Object.values(emit.fields)) expect(args).toContain(arg);
      }
    }
  });
});
