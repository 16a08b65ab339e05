import type { ComponentType } from 'react';
import type { ContextAnswer, SaveAnswer } from '../shared/api.ts';
import type { ItemKind } from '../shared/itemKinds.ts';
import type { StudioProblem } from '../shared/problem.ts';

/**
 * Texts another texts file gets together with a draft: a new English text's
 * Spanish words in flows/texts/es/, or (null) a removed text's Spanish twin
 * taken out (flows:check accepts the two only as a pair,
 * tools/flowcheck/translationCheck.ts).
 */
export interface CompanionTexts {
  path: string;
  /** Key -> its words; null: the key is taken out of that file. */
  texts: Readonly<Record<string, string | null>>;
}

/**
 * Another flow item an editor asks the shell to open, as the navigator would: a table, at a row's pointer (`/rows/2`,
 * `/default`; "" for the whole table), or a switch. The pages view's links from a condition to what decides it.
 */
export type FlowTarget = { kind: 'table'; name: string; pointer: string } | { kind: 'switch'; name: string };

/** What every editor can read besides its own file (GET /__studio/api/context, refreshed after each save). */
export type StudioContext = ContextAnswer;

/**
 * The editor slot (studio/README.md "Editor slot"): an editor is a React
 * component registered for item kinds. The shell owns loading, checking as
 * the analyst types (debounced), undo and redo, saving and conflicts; the
 * editor only shows the draft and calls onChange with the next one.
 */
export interface EditorProps<Draft = unknown> {
  /** The file, relative to the project root: "flows/decisions/device-type.json". */
  path: string;
  kind: ItemKind;
  /** The file's parsed JSON as the analyst has it now (never mutate it: pass a new object to onChange). */
  draft: Draft;
  /**
   * The next draft; the shell records it for undo, checks it and enables Save.
   * `companions`: texts another file must get with this draft (the Spanish
   * words of a new text), checked and saved with it, undone with it.
   * `dropped`: text keys whose companion texts given earlier leave the draft with this step (a table row's text
   * whose row was deleted before Save), so Save writes no text the draft no longer uses; Undo gives them back.
   */
  onChange: (next: Draft, companions?: readonly CompanionTexts[], dropped?: readonly string[]) => void;
  /** This file's problems for the current draft, each located by JSON pointer ("/rows/2/when"). */
  problems: StudioProblem[];
  /**
   * Texts other files get with the draft and not saved yet (Spanish words typed beside the English), undone with it;
   * also those a save just wrote, until `context` is read again with them.
   */
  companions?: readonly CompanionTexts[];
  /** Of those, the ones no save has written yet (a text field says its words are unsaved only while they are here). */
  unsavedCompanions?: readonly CompanionTexts[];
  /** The pointer the navigator opened ("/lists/cardBankHosts"), "" for the whole file. */
  focus: string;
  /**
   * Counts the requests to show `focus` (each opening from the navigator, each problem clicked): the same place
   * asked for again, after the analyst moved elsewhere, is shown again. Absent: only a new `focus` is a request.
   */
  focusRequest?: number;
  context: StudioContext;
  /**
   * An editor that saves another file itself through the studio API (the pages
   * view's new page) reports it here, so the shell reloads the navigator and
   * the context.
   */
  onSavedElsewhere?: (answer: SaveAnswer) => void;
  /**
   * The editor holds typing that is not a draft yet (JSON text that does not
   * parse, or writes a key twice): the shell keeps Save off and says so until
   * it is told false (the editor also says false when it goes away).
   */
  onHeld?: (held: boolean) => void;
  /** Opens another flow item (FlowTarget) in the studio, asking first, as the navigator does, when this draft is unsaved. */
  onOpenTarget?: (target: FlowTarget) => void;
}

export interface EditorRegistration {
  /** The tab's name ("Table", "Texts"). */
  label: string;
  kinds: readonly ItemKind[];
  component: ComponentType<EditorProps<never>>;
}
