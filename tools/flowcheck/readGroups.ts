import type { Origins, TypedFile } from './assemble.ts';
import type { FlowFile } from './flowFile.ts';
import type { FlowKind } from './schemas.ts';
import { nameReadPath } from './trackedVocabulary.ts';

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

/**
 * The facts' vocabulary (tools/flowcheck/vocabularyOf.ts) as two reads, each with the groups whose files decide it: the
 * tables' results and rows (`tableFacts`), and the names of the lists, switches, settings and texts (`factNamesOf`).
 * A wording edit changes the texts files but not the names: the tables' part keeps its fingerprint without expanding
 * a table, and the names' part is hashed from the names (issue 20 item 4, docs/performance.md "flows:check after one
 * edit (session 37)"). A unit records them only as far as it reads them (tools/flowcheck/trackedVocabulary.ts): the
 * tables' part when it reads a decision's or redirect's facts, the names whole when it enumerates them, and otherwise
 * one `vocabulary:names@<path>` read per name it looked up.
 */
export const vocabularyReads = {
  'vocabulary:tables': ['tables'],
  'vocabulary:names': ['texts', 'lists', 'settings', 'switches'],
} as const satisfies Record<string, readonly ReadGroup[]>;

/**
 * The groups whose files decide a read (`texts/<key>`, `lists/*`, `origins/settings`, `vocabulary:names`...), if it has
 * any. One name of the vocabulary (`vocabulary:names@["texts",...]`: tools/flowcheck/trackedVocabulary.ts) is decided
 * by the files of its root's kind.
 */
export function groupsOfRead(read: string): readonly ReadGroup[] | undefined {
  if (Object.hasOwn(vocabularyReads, read)) return vocabularyReads[read as keyof typeof vocabularyReads];
  const root = nameReadPath(read)?.[0];
  if (root !== undefined) return Object.hasOwn(groupOfCollection, root) ? [groupOfCollection[root] as ReadGroup] : undefined;
  const collection = read.startsWith('origins/') ? read.slice('origins/'.length) : read.split('/', 1)[0];
  const group = groupOfCollection[collection ?? ''];
  return group ? [group] : undefined;
}

/**
 * The one file that decides a text's read (`texts/<key>`: its words and where they are written,
 * tools/flowcheck/trackedFlows.ts), if the text is there. While which file holds each text (`origins/texts`) is as in
 * the last run, that file's text alone decides the read: a wording edit in one texts file leaves the texts of the
 * others with their fingerprints (none of those files is parsed for the texts' places).
 */
export function fileOfTextRead(read: string, origins: Origins): FlowFile | undefined {
  return read.startsWith('texts/') && read !== 'texts/*' ? origins.texts.get(read.slice('texts/'.length)) : undefined;
}

/** The files of one group, in the order they were assembled. */
export function groupFiles(typed: readonly TypedFile[], group: ReadGroup): TypedFile['file'][] {
  const kinds: readonly FlowKind[] = readGroups[group];
  return typed.filter(({ kind }) => kinds.includes(kind)).map(({ file }) => file);
}
