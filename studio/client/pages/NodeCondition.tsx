import '../tables/tables.css';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import type { PageTreeNode } from '../../shared/pages.ts';
import { conditionSentence } from '../../shared/tables/conditionSentence.ts';
import type { ConditionEditorProps, Wording } from '../tables/ConditionEditor.tsx';
import { nodeKeysAfterWhen } from './addedWhen.ts';
import { DraftCondition, useAddCondition } from './ConditionToggle.tsx';
import { ConditionSources, type SourceLinks } from './ConditionSources.tsx';

/**
 * How the pages view edits the `when` of nodes written in the open file: read
 * from and written to the editor slot's draft, so the shell's undo and redo,
 * its check as the analyst types and its unsaved-work guard cover it as they
 * cover a table row's condition (studio/README.md "Editor slot").
 */
export interface ConditionEditing {
  /** The open file ("flows/journeys/shop/shop.json"): only nodes written in it are edited here. */
  file: string;
  /** The value at this pointer of the draft (a node, its `when`). */
  whenAt(pointer: string): unknown;
  setWhen(pointer: string, next: unknown): void;
  /** The shell's problems at this pointer or below, in flows:check's words; undefined when none. */
  problemAt(pointer: string): string | undefined;
  vocabulary: JsonSchemaObject;
  /** The signed-out desktop visitor (blankFacts): what a fact an example leaves unset is. */
  blank: object;
  /** Every fact path the builder's picker offers (factCatalog). */
  facts: readonly string[];
  jsonEditor?: ConditionEditorProps['jsonEditor'];
}

const nodeWording: Wording = { holdsWhen: 'The node shows when', never: 'the node never shows' };

const originWords = { page: 'this page', layout: 'layout', fragment: 'fragment' } as const;

/**
 * Whether the draft's node at the tree node's pointer is that node: the tree
 * (and so its pointers) is read from the saved files, the `when` from the
 * unsaved draft, so a node deleted or inserted in the JSON tab would
 * otherwise have the condition read from and written into its neighbour.
 */
export function sameNode(drafted: unknown, node: PageTreeNode): boolean {
  if (drafted === null || typeof drafted !== 'object') return false;
  const { component, testId } = drafted as { component?: unknown; testId?: unknown };
  return component === node.component && (node.testId === undefined || testId === node.testId);
}

/**
 * A node's `when` in the page tree (issue 19 item 6): always in words; for
 * the selected node, the tables' condition builder (Builder and JSON Logic
 * tabs) when the node is written in the open file, else where to change it.
 * A selected node of the open file without one offers "Add a condition to
 * NAME" (as a handler does, PageHandlers): `when` is written as "never"
 * (addedWhen.ts) and the builder, open, takes the focus.
 */
export function NodeCondition({ node, selected, editing, links }: { node: PageTreeNode; selected: boolean; editing?: ConditionEditing; links?: SourceLinks }) {
  const origin = node.origin;
  const pointer = origin ? `${origin.pointer}/when` : '';
  const inFile = editing !== undefined && origin !== null && origin.file === editing.file;
  const moved = inFile && !sameNode(editing.whenAt(origin.pointer), node);
  const editable = inFile && !moved;
  // The draft is what the analyst has now (an undo included); the tree was read from the files on disk.
  const when = editable ? editing.whenAt(pointer) : node.when;
  // Added here: the builder takes the focus (DraftCondition's justAdded), only as the click shows it.
  const adding = useAddCondition(nodeKeysAfterWhen);
  const addable = selected && editable && when === undefined;
  if (!node.conditional && when === undefined && !addable) return null;
  const name = `${node.component}${node.testId ? ` ${node.testId}` : ''}`;
  return (
    <div className="studio-tree__when">
      {when === undefined && !node.conditional ? null : <p>Shown when {conditionSentence(when)}.</p>}
      {selected && links && when !== undefined ? <ConditionSources when={when} links={links} label={`whether ${name} shows`} /> : null}
      {!selected ? null : moved ? (
        <p role="status" className="studio-field__hint">
          This page has unsaved changes to its nodes: save first, or change the condition in the JSON tab.
        </p>
      ) : editable && when !== undefined ? (
        <DraftCondition
          editing={editing}
          pointer={pointer}
          wording={nodeWording}
          group={{ role: 'group', 'aria-label': `Condition of ${name}` }}
          justAdded={adding.justAdded}
        />
      ) : editable ? (
        <button type="button" onClick={() => adding.add(editing, origin.pointer)}>
          Add a condition to {name}
        </button>
      ) : origin ? (
        <p className="studio-field__hint">
          Written in {origin.kind === 'page' ? originWords.page : `${originWords[origin.kind]} ${origin.id}`}: open <code>{origin.file}</code> to change this
          condition.
        </p>
      ) : null}
    </div>
  );
}
