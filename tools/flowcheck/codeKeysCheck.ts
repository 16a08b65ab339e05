import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { repoPath } from '../repoPath.ts';
import type { Origins } from './assemble.ts';
import { locate, parseFlowText, type FlowFile } from './flowFile.ts';
import { pointerOf, type Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';

type KeyKind = 'settings' | 'lists' | 'texts';
/** schemas/generated/flow-keys.json, written by `npm run gen` (tools/generate/flowKeys.ts). */
export type CodeKeys = Record<KeyKind, Record<string, string[]>>;

export function readCodeKeys(): { keys: CodeKeys; file: FlowFile } {
  const path = repoPath('schemas/generated/flow-keys.json');
  const { file } = parseFlowText(relative(process.cwd(), path) || path, readFileSync(path, 'utf8'));
  return { keys: file.data as CodeKeys, file };
}

const what: Record<KeyKind, { name: string; folder: string }> = {
  settings: { name: 'setting', folder: 'flows/settings/' },
  lists: { name: 'list', folder: 'flows/lists/' },
  texts: { name: 'text key', folder: 'flows/texts/' },
};

/** Where a missing text key belongs: the texts file that holds its siblings (same prefix), when there is one. */
function homeOf(key: string, origins: Origins): FlowFile | undefined {
  const prefix = `${key.split('.')[0] ?? ''}.`;
  for (const [known, file] of origins.texts) if (known.startsWith(prefix)) return file;
  return undefined;
}

/**
 * Every setting, list and text key that code reads by name must exist in
 * flows/: without it the code would silently fall back (an empty label, a
 * default delay). Reported in the texts file where the key belongs, else at
 * its entry in the generated manifest, naming the code that reads it.
 */
export function checkCodeKeys(flows: FlowSet, origins: Origins, { keys, file: manifestFile }: { keys: CodeKeys; file: FlowFile } = readCodeKeys()): Problem[] {
  const problems: Problem[] = [];
  for (const kind of ['settings', 'lists', 'texts'] as const) {
    const defined = flows[kind] as Record<string, unknown>;
    for (const [key, readers] of Object.entries(keys[kind] ?? {})) {
      if (key in defined) continue;
      const home = kind === 'texts' ? homeOf(key, origins) : undefined;
      const file = home ?? manifestFile;
      const at = home ? [kind] : [kind, key];
      const message = `${what[kind].name} "${key}" is read by ${readers.join(', ')} but defined in no file of ${what[kind].folder}.${didYouMean(key, Object.keys(defined))} Fix: add it back (code needs it), or change the code and run npm run gen.`;
      problems.push({ file: file.path, ...locate(file, at), pointer: pointerOf(at), message });
    }
  }
  return problems;
}
