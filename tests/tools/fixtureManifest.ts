import type { RegistryManifest } from '../../tools/flowcheck/registryManifest.ts';

/** A registry manifest for the generator's fixture flows: POST adapters by their paths, and the actions given. */
export function fixtureManifest(adapters: Record<string, Record<string, string>>, actions: Record<string, unknown> = {}): RegistryManifest {
  return {
    adapters: Object.fromEntries(Object.entries(adapters).map(([name, paths]) => [name, { description: '', method: 'POST', paths }])),
    components: {},
    actions,
  } as unknown as RegistryManifest;
}
