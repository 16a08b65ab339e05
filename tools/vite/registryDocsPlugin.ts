import type { Plugin } from 'vite';
import { repoPath } from '../repoPath.ts';
import { stripRegistryDocs } from './stripRegistryDocs.ts';

/**
 * Builds (production and demo) ship the registries without their documentation
 * (stripRegistryDocs): flows:check and `npm run gen` read the source, never
 * the bundle. The dev server and Vitest keep the source as written, so the
 * registry tests and the debug tools see every description.
 */
export function registryDocsPlugin(): Plugin {
  const srcDir = repoPath('src');
  return {
    name: 'storeflow-registry-docs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id) || /\.(test|bench)\.tsx?$/.test(id)) return null;
      const stripped = stripRegistryDocs(id, code);
      // Lines are kept (see stripRegistryDocs), so the source map of the unchanged lines stays right.
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
