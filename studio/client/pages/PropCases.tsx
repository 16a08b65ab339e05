import '../tables/tables.css';
import { useId } from 'react';
import { isRecord } from '../../../tools/isRecord.ts';
import type { PageTreeNode, PropCases as PropCasesOf } from '../../shared/pages.ts';
import { conditionSentence } from '../../shared/tables/conditionSentence.ts';
import type { Wording } from '../tables/ConditionEditor.tsx';
import { ConditionToggle } from './ConditionToggle.tsx';
import { ConditionSources, type SourceLinks } from './ConditionSources.tsx';
import { sameNode, type ConditionEditing } from './NodeCondition.tsx';

const caseWording: Wording = { holdsWhen: 'The case is chosen when', never: 'the case is never chosen' };

/** A case's value in words: a text's words in quotes, a fact by its name, anything else as written. */
function valueWords(value: unknown, texts: Readonly<Record<string, string>>): string {
  if (isRecord(value)) {
    const { text, fact } = value;
    if (typeof text === 'string') return texts[text] === undefined ? `the text ${text}` : `“${texts[text]}” (${text})`;
    if (typeof fact === 'string') return `the fact ${fact}`;
  }
  return value === '' ? 'nothing (an empty text)' : JSON.stringify(value);
}

/** The prop's cases in the draft when it has them, else undefined. */
function draftedCases(value: unknown): PropCasesOf | undefined {
  if (value === null || typeof value !== 'object' || !Array.isArray((value as { cases?: unknown }).cases)) return undefined;
  const { cases, else: otherwise } = value as { cases: unknown[]; else?: unknown };
  return { prop: '', cases: cases.map((entry) => ({ ...(entry as { when: unknown; value: unknown }) })), else: otherwise };
}

/**
 * Whether the draft's prop is still the tree's cases: the same values in the same order and the same `else`; only the
 * `when`s may differ, as this view edits them. Cases replaced in the JSON tab are not: no longer cases there, they
 * were shown as saved without a word, and other cases were offered to the builder as the tree's (whose texts the
 * node's fields below still are). As NodeCondition and PageHandlers do then, the view says to save first.
 */
function sameCases(drafted: PropCasesOf | undefined, written: PropCasesOf): boolean {
  const values = (of: PropCasesOf): string => JSON.stringify([of.cases.map((entry) => entry.value), of.else]);
  return drafted !== undefined && values(drafted) === values(written);
}

const segment = (name: string): string => name.replaceAll('~', '~0').replaceAll('/', '~1');

function CaseItem({
  prop,
  index,
  entry,
  pointer,
  editing,
  texts,
  links,
}: {
  prop: string;
  index: number;
  entry: { when: unknown; value: unknown };
  pointer: string | null;
  editing?: ConditionEditing;
  texts: Readonly<Record<string, string>>;
  links?: SourceLinks;
}) {
  const id = useId();
  // Counted from 1, as analysts count and flows:check says a case ("(case 1)"); the pointer below stays zero-based.
  const number = index + 1;
  return (
    <li aria-labelledby={`${id}-name`}>
      <span id={`${id}-name`}>{`Case ${number}`}</span>: when {conditionSentence(entry.when)}, {valueWords(entry.value, texts)}.
      {pointer !== null && editing ? (
        <>
          {' '}
          <ConditionToggle name={`${prop}, case ${number}`} editing={editing} pointer={`${pointer}/when`} wording={caseWording} />
        </>
      ) : null}
      {links ? <ConditionSources when={entry.when} links={links} label={`${prop}, case ${number}`} /> : null}
    </li>
  );
}

/**
 * The selected node's props given as cases (the value of the first case whose `when` holds, else `else`): each case's
 * condition in words and, when the node is written in the open file and the draft's node is still the tree's
 * (NodeCondition's sameNode), in the same condition builder as the node's `when`, through the draft at
 * `<node>/props/<prop>/cases/<i>/when`, with flows:check's problems there. Cases written elsewhere name the file.
 */
export function PropCases({
  node,
  editing,
  texts,
  links,
}: {
  node: PageTreeNode;
  editing?: ConditionEditing;
  texts: Readonly<Record<string, string>>;
  links?: SourceLinks;
}) {
  const id = useId();
  const origin = node.origin;
  if (!node.cases || node.cases.length === 0) return null;
  const inFile = editing !== undefined && origin !== null && origin.file === editing.file;
  const moved = inFile && !sameNode(editing.whenAt(origin.pointer), node);
  const editable = inFile && !moved;
  return (
    <div className="studio-tree__cases">
      {node.cases.map((written) => {
        const propPointer = origin ? `${origin.pointer}/props/${segment(written.prop)}` : '';
        // The draft is what the analyst has now (an undo included); the tree was read from the files on disk.
        const drafted = editable ? draftedCases(editing.whenAt(propPointer)) : undefined;
        const replaced = editable && !sameCases(drafted, written);
        const shown = drafted !== undefined && !replaced ? drafted : written;
        return (
          <div key={written.prop}>
            <p id={`${id}-${written.prop}`}>{written.prop}: the first case whose condition holds, in order</p>
            <ol aria-labelledby={`${id}-${written.prop}`}>
              {shown.cases.map((entry, index) => (
                <CaseItem
                  key={index}
                  prop={written.prop}
                  index={index}
                  entry={entry}
                  pointer={shown === drafted ? `${propPointer}/cases/${index}` : null}
                  editing={editing}
                  texts={texts}
                  links={links}
                />
              ))}
            </ol>
            <p>Otherwise: {valueWords(shown.else, texts)}.</p>
            {replaced ? (
              <p role="status" className="studio-field__hint">
                This page has unsaved changes to the cases of {written.prop}: save first, or change the cases in the JSON tab.
              </p>
            ) : null}
          </div>
        );
      })}
      {moved ? (
        <p role="status" className="studio-field__hint">
          This page has unsaved changes to its nodes: save first, or change the cases in the JSON tab.
        </p>
      ) : origin && !inFile && editing ? (
        <p className="studio-field__hint">
          Open <code>{origin.file}</code> to change these cases.
        </p>
      ) : null}
    </div>
  );
}
