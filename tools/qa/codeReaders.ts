import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { filesUnder } from '../filesUnder.ts';
import { repoPath } from '../repoPath.ts';
import type { ImpactKind } from './impactOf.ts';

/** The generated manifest's section for a kind: the keys src/ reads by name (tools/generate/flowKeys.ts). */
const manifestSection: Partial<Record<ImpactKind, string>> = { setting: 'settings', list: 'lists', text: 'texts' };

/**
 * The TypeScript files under src/ that read a flow name (flows:impact, the studio's uses panel): the generated list
 * of keys src/ reads for its kind (schemas/generated/flow-keys.json) and any quoted use, such as a decision table the
 * runtime applies by name. A search errs on the safe side: a name a comment quotes counts too. None for a fragment:
 * code never reads one, and fragment ids are common words ("loader"). Always the repository's own src/: code is
 * not what the analyst edits, so a studio working on a copy of the flows still asks the real code.
 */
export function codeReadersOf(kind: ImpactKind, name: string): string[] {
  if (kind === 'fragment') return [];
  const section = manifestSection[kind];
  const keys = JSON.parse(readFileSync(repoPath('schemas/generated/flow-keys.json'), 'utf8')) as Record<string, Record<string, string[]>>;
  const byKey = section ? keys[section] : undefined;
  const listed = byKey && Object.hasOwn(byKey, name) ? (byKey[name] ?? []) : [];
  const quotedUse = new RegExp(`['"\`.]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);
  const quoted = /['"`]/.test(name)
    ? []
    : filesUnder(repoPath('src'), ['.ts', '.tsx'])
        .filter((path) => quotedUse.test(readFileSync(path, 'utf8')))
        .map((path) => relative(repoPath('.'), path));
  return [...new Set([...listed, ...quoted])].sort();
}
