import type { TypedFile } from './assemble.ts';
import type { FlowKind } from './schemas.ts';

/**
 * Reads of the flow set whose fingerprint the files of a few kinds decide alone (issue 20 item 4): a name is claimed
 * per collection (tools/flowcheck/assemble.ts), so every text and where it is written comes from the texts files, every
 * table from the table files and the fragments they use, and so on. While those files are the same as in the last
 * run (`files:<group>`), such a read has the fingerprint the unit cache holds for it, and a run after a journey edit
 * does not hash every text, list, setting and table again.
 */
export const readGroups = {
  texts: ['texts'],
  lists: ['lists'],
  settings: ['settings'],
  switches: ['switches'],
  content: ['content'],
  tables: ['decisionTable', 'errorTable', 'redirectTable', 'fragment'],
} as const satisfies Record<string, readonly FlowKind[]>;

export type ReadGroup = keyof typeof readGroups;

const groupOfCollection: Record<string, ReadGroup> = {
  texts: 'texts',
  'texts?': 'texts',
  translations: 'texts',
  lists: 'lists',
  settings: 'settings',
  switches: 'switches',
  content: 'content',
  decisions: 'tables',
  errorTables: 'tables',
  redirectTables: 'tables',
};

/** The vocabulary of facts (tools/flowcheck/vocabularyOf.ts) reads the tables and the names of texts, lists, settings and switches. */
const vocabularyGroups: readonly ReadGroup[] = ['tables', 'texts', 'lists', 'settings', 'switches'];

/** The groups whose files decide a read (`texts/<key>`, `lists/*`, `origins/settings`, `vocabulary`...), if it has any. */
export function groupsOfRead(read: string): readonly ReadGroup[] | undefined {
  if (read === 'vocabulary') return vocabularyGroups;
  const collection = read.startsWith('origins/') ? read.slice('origins/'.length) : read.split('/', 1)[0];
  const group = groupOfCollection[collection ?? ''];
  return group ? [group] : undefined;
}

/** The files of one group, in the order they were assembled. */
export function groupFiles(typed: readonly TypedFile[], group: ReadGroup): TypedFile['file'][] {
  const kinds: readonly FlowKind[] = readGroups[group];
  return typed.filter(({ kind }) => kinds.includes(kind)).map(({ file }) => file);
}
