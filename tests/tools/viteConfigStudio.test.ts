/**
 * vite.config.ts makes the flow studio (issue 19), which reads and checks every flow file as soon as it is made (about
 * 2 s of CPU), for a dev server only: not for `vite build`, which leaves the studio out anyway, nor for Vitest's own
 * server, through which no test loads the flows module.
 */
import type { ConfigEnv, PluginOption, UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const studioMade = vi.hoisted(() => vi.fn());
vi.mock('../../studio/server/plugin.ts', () => ({
  studioPlugin: (options: unknown) => {
    studioMade(options);
    return { name: 'storeflow-studio', heldFlows: async () => null };
  },
}));

const { default: config } = (await import('../../vite.config.ts')) as unknown as { default: (env: ConfigEnv) => UserConfig };

function pluginNames(options: PluginOption[] = []): string[] {
  return options.flat(Infinity as 1).flatMap((option) => (option && typeof option === 'object' && 'name' in option ? [option.name] : []));
}

beforeEach(() => studioMade.mockClear());
afterEach(() => vi.unstubAllEnvs());

describe('vite.config.ts and the flow studio', () => {
  it('makes the studio for a dev server', () => {
    vi.stubEnv('VITEST', undefined);
    expect(pluginNames(config({ command: 'serve', mode: 'development' }).plugins)).toContain('storeflow-studio');
    expect(studioMade).toHaveBeenCalledTimes(1);
  });

  it('makes no studio for a build, of the storefront or the demo', () => {
    vi.stubEnv('VITEST', undefined);
    for (const mode of ['production', 'demo']) expect(pluginNames(config({ command: 'build', mode }).plugins)).not.toContain('storeflow-studio');
    expect(studioMade).not.toHaveBeenCalled();
  });

  it("makes no studio for Vitest's server", () => {
    vi.stubEnv('VITEST', 'true');
    expect(pluginNames(config({ command: 'serve', mode: 'test' }).plugins)).not.toContain('storeflow-studio');
    expect(studioMade).not.toHaveBeenCalled();
  });
});
