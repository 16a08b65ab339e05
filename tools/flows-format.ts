/**
 * `npm run flows:format [-- --check] [files or folders...]`: writes flow files
 * in the house format (tools/format/compactJson.ts); with --check, lists the
 * files that differ and exits 1 (part of npm test). Files that do not parse are
 * left to flows:check, which locates the syntax error.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { collectFlowPaths } from './flowcheck/flowFile.ts';
import { formatFlowJson } from './format/compactJson.ts';
import { repoPath } from './repoPath.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const targets = args.filter((arg) => arg !== '--check');
const differing: string[] = [];
for (const path of await collectFlowPaths(targets.length > 0 ? targets : [repoPath('flows')])) {
  const text = await readFile(path, 'utf8');
  let formatted: string;
  try {
    formatted = formatFlowJson(JSON.parse(text));
  } catch {
    continue;
  }
  if (formatted === text) continue;
  differing.push(relative(process.cwd(), path));
  if (!check) await writeFile(path, formatted);
}
if (check && differing.length > 0) {
  console.log(`flows:format: ${differing.length} file(s) not in the house format (run \`npm run flows:format\`):\n${differing.join('\n')}`);
  process.exit(1);
}
console.log(check ? 'flows:format: every flow file is in the house format.' : `flows:format: ${differing.length} file(s) rewritten.`);
