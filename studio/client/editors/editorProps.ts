/**
 * What every studio editor of one flow file receives (issue 19 items 5 and 6).
 * The shell owns loading, checking and saving: an editor shows the file's JSON,
 * reports a changed copy through onChange, and shows the shell's problems at
 * the field whose JSON pointer they name. A value an editor can already tell is
 * wrong (a duration written "2s") is refused at the field and never reaches
 * onChange, so the file on disk stays as it was.
 */
import type { CompanionTexts } from '../editorSlot.ts';

export interface FieldProblem {
  /** JSON pointer inside the file, e.g. /settings/chatCheckTimeoutMs/value. */
  pointer: string;
  message: string;
}

/** Facts about the other flow files an editor needs to judge one file. */
export interface EditorContext {
  /** Every text key in flows/texts/, with the file that defines it. */
  textKeys: Readonly<Record<string, string>>;
  /** Every list in flows/lists/ by id (allow-lists of hosts among them). */
  lists: Readonly<Record<string, readonly (string | number)[]>>;
  /** Where each text key is used (pages, tables, code); a key missing here is unused. */
  textUses: Readonly<Record<string, readonly string[]>>;
  /** Text keys the flows or the code read that no texts file defines. */
  missingTextKeys: readonly string[];
  /** Every English texts file (flows/texts/*.json), those with no text among them, from the texts index. */
  englishFiles: readonly string[];
  /**
   * Whether textKeys, textUses and missingTextKeys are known yet (GET /texts-index
   * answers after the editor opens): until then no text is called unused or offered for removal.
   */
  textsIndex: 'loading' | 'ready' | 'failed';
  /** Reads the texts index again (offered when it failed). */
  retryTextsIndex: () => void;
  /**
   * The Spanish words of every text, as saved (flows/texts/es/); a key missing here has none yet. null: the project
   * has no Spanish file at all, so flows:check asks no Spanish and neither do the editors.
   */
  spanishTexts: Readonly<Record<string, string>> | null;
  /** Every English text key as saved (the composed flows' texts): a Spanish key none of them has is an orphan. */
  englishKeys: readonly string[];
  /** Every English text's words as saved (key -> words): shown, read only, beside a Spanish texts file's words. */
  englishTexts: Readonly<Record<string, string>>;
  /** The Spanish file that writes each Spanish key (flows/texts/es/sales.json): where its words are shown from and saved. */
  spanishFiles: Readonly<Record<string, string>>;
  /**
   * The params each text's uses give, by key (texts/paramsGiven.ts, from the reference index): a placeholder none
   * gives is shown as typed. null for a text whose params cannot all be read; a key no flow uses is absent.
   */
  textParams: Readonly<Record<string, readonly string[] | null>>;
  /** For an address setting, the allow-list it is checked against (list id), where the flows say. */
  addressLists: Readonly<Record<string, string>>;
}

export interface FlowFileEditorProps<T> {
  /** Repository-relative path, e.g. flows/settings/site.json. */
  path: string;
  data: T;
  /** The next file; `companions`: texts another file gets with it, saved with it (a new text's Spanish words). */
  onChange(next: T, companions?: readonly CompanionTexts[]): void;
  problems: readonly FieldProblem[];
  context: EditorContext;
  /** Texts other files get with the draft, not saved yet (Spanish words typed here): shown over the saved ones, undone with the draft. */
  companions?: readonly CompanionTexts[];
  /** Of those, the ones no save has written yet (the slot's `unsavedCompanions`): their fields say where Save will write them. */
  unsavedCompanions?: readonly CompanionTexts[];
  /** The place the analyst asked to see (the slot's `focus` and `focusRequest`): a filter that hides it gives way (useFilterYields.ts). */
  focus?: string;
  focusRequest?: number;
}

/** The shell's problems at one pointer or below it. */
export function problemsAt(problems: readonly FieldProblem[], pointer: string): string[] {
  return problems.filter((problem) => problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`)).map((problem) => problem.message);
}

/** A JSON pointer from its segments (RFC 6901 escaping). */
export function pointerOf(...segments: (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
