/**
 * The bench's own dependencies (Lighthouse, chrome-launcher, the peer form
 * libraries) live in tools/bench/package.json, not the root one, so neither
 * CI nor `npm ci` at the root installs them: `npm run bench:browser`
 * installs them on first use from tools/bench/package-lock.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoPath } from '../repoPath.ts';

export const benchDir = repoPath('tools/bench');

export function ensureBenchDependencies(): void {
  if (existsSync(join(benchDir, 'node_modules', '.package-lock.json'))) return;
  console.log('[bench] First run: installing the bench dependencies (npm ci --prefix tools/bench)...');
  execFileSync('npm', ['ci', '--prefix', benchDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

/** Imports a package from tools/bench/node_modules (the root resolution would not find it). */
export async function importBenchPackage<T>(name: string, entry: string): Promise<T> {
  return (await import(pathToFileURL(join(benchDir, 'node_modules', name, entry)).href)) as T;
}
