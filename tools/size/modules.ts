/**
 * `npm run size -- --modules`: what the start-up bundle is made of, module by
 * module (a text version of a bundle visualiser). Each module's code, as the
 * bundler rendered it into an entry chunk, is minified and gzipped on its own:
 * the figures rank the modules and add up to more than the chunk (gzip shares
 * nothing between them), so read them as "about this much", not exact savings.
 */
import { gzipSync } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';

export interface ModuleSize {
  /** Source path relative to the project, or a package name for node_modules. */
  id: string;
  gzipBytes: number;
}

function shortId(id: string, root: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id);
  if (inPackage) return `${inPackage[1]} (${inPackage[2]})`;
  return id.startsWith(root) ? id.slice(root.length + 1) : id.replace(/^\0/, '');
}

/** A build plugin that measures the modules of every entry chunk into `into`. */
export function measureEntryModules(root: string, into: ModuleSize[]): Plugin {
  return {
    name: 'storeflow-size-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const code = module.code ?? '';
          if (!code) continue;
          const minified = minifySync(id.replace(/\0/g, ''), code, { compress: true, mangle: true }).code;
          into.push({ id: shortId(id, root), gzipBytes: gzipSync(minified, { level: 9 }).length });
        }
      }
    },
  };
}

/** The largest modules first, and the total per package or source folder (two levels under src/). */
export function moduleReport(sizes: readonly ModuleSize[], top = 40): string[] {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
  const groups = new Map<string, number>();
  for (const { id, gzipBytes } of sizes) {
    const group = id.includes(' (') ? (id.split(' (')[0] as string) : id.split('/').slice(0, 3).join('/');
    groups.set(group, (groups.get(group) ?? 0) + gzipBytes);
  }
  const byGroup = [...groups].sort((a, b) => b[1] - a[1]).map(([group, bytes]) => `  ${kib(bytes)}  ${group}`);
  const largest = [...sizes]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, top)
    .map((m) => `  ${kib(m.gzipBytes)}  ${m.id}`);
  return ['Start-up by package or folder (each module gzipped alone):', ...byGroup, '', `The ${top} largest start-up modules:`, ...largest];
}
