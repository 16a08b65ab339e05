import '../tables/tables.css';
import { useId, useState, type HTMLAttributes } from 'react';
import { ConditionEditor, type Wording } from '../tables/ConditionEditor.tsx';
import type { ConditionEditing } from './NodeCondition.tsx';

interface DraftConditionProps {
  editing: ConditionEditing;
  /** The condition's pointer in the open file's draft ("/body/0/when", "/on/CONTINUE/0/when"). */
  pointer: string;
  wording: Wording;
}

/**
 * The tables' condition builder over one condition of the open file's draft: read from and written to the draft at
 * its pointer, with the shell's problems there, so the pages view's conditions (a node's, a handler's, a prop's case)
 * are edited, checked and undone alike. `group` labels the box when a toggle shows it.
 */
export function DraftCondition({ editing, pointer, wording, group }: DraftConditionProps & { group?: HTMLAttributes<HTMLDivElement> }) {
  return (
    <div {...group} className="table-editor">
      <ConditionEditor
        value={editing.whenAt(pointer)}
        onChange={(next) => editing.setWhen(pointer, next)}
        vocabulary={editing.vocabulary}
        facts={editing.facts}
        problem={editing.problemAt(pointer)}
        jsonEditor={editing.jsonEditor}
        wording={wording}
      />
    </div>
  );
}

/**
 * "Change the condition of NAME": a button that opens and closes the builder (DraftCondition) as a group named
 * "Condition of NAME", for lists where each item has its own condition (a page's handlers, a prop's cases) and
 * builders all open would bury the list. Closed, the problem at the condition is still said.
 */
export function ConditionToggle({ name, ...draft }: DraftConditionProps & { name: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const problem = draft.editing.problemAt(draft.pointer);
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={`${id}-editor`} onClick={() => setOpen(!open)}>
        {open ? 'Close the condition' : 'Change the condition'} of {name}
      </button>
      {open ? (
        <DraftCondition {...draft} group={{ id: `${id}-editor`, role: 'group', 'aria-label': `Condition of ${name}` }} />
      ) : problem ? (
        <p className="field-problem">{problem}</p>
      ) : null}
    </>
  );
}
