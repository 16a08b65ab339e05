import '../tables/tables.css';
import { useEffect, useId, useRef, useState, type HTMLAttributes, type RefObject } from 'react';
import { ConditionEditor, type Wording } from '../tables/ConditionEditor.tsx';
import { firstWhen, withWhen } from './addedWhen.ts';
import type { ConditionEditing } from './NodeCondition.tsx';

/**
 * A condition just added replaces the "Add a condition" button that had the focus (else left on the page's body): the
 * element shown in its place takes it, then `justAdded` is called so the adder forgets it. Only as it first shows, so
 * that a later showing (Redo bringing the condition back) leaves the focus where it is.
 */
function useFocusWhenAdded(target: RefObject<HTMLElement | null>, justAdded: (() => void) | undefined) {
  useEffect(() => {
    if (!justAdded) return;
    target.current?.focus();
    justAdded();
    // Only as it first shows: a later render must not take the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * "Add a condition to NAME" on a handler or a node (PageHandlers, NodeCondition): `add(editing, pointer)` writes the
 * first condition (addedWhen.ts's firstWhen, "never") into the draft's handler or node at `pointer`, before the first
 * of `keysAfterWhen` it has; `justAdded`, defined only after that click, is what the builder shown in the button's
 * place is given (DraftCondition's or ConditionToggle's) so it takes the focus once, then forgets it.
 */
export function useAddCondition(keysAfterWhen: readonly string[]): {
  justAdded: (() => void) | undefined;
  add(editing: ConditionEditing, pointer: string): void;
} {
  const [added, setAdded] = useState(false);
  return {
    justAdded: added ? () => setAdded(false) : undefined,
    add(editing, pointer) {
      setAdded(true);
      editing.setWhen(pointer, withWhen(editing.whenAt(pointer) as object, firstWhen, keysAfterWhen));
    },
  };
}

interface DraftConditionProps {
  editing: ConditionEditing;
  /** The condition's pointer in the open file's draft ("/body/0/when", "/on/CONTINUE/0/when"). */
  pointer: string;
  wording: Wording;
}

/**
 * The tables' condition builder over one condition of the open file's draft: read from and written to the draft at
 * its pointer, with the shell's problems there, so the pages view's conditions (a node's, a handler's, a prop's case)
 * are edited, checked and undone alike. `group` names the box. `justAdded` (with `group`): the condition was just
 * added (a node's "Add a condition"), so the box takes the focus from the button it replaces, as ConditionToggle's does.
 */
export function DraftCondition({
  editing,
  pointer,
  wording,
  group,
  justAdded,
}: DraftConditionProps & { group?: HTMLAttributes<HTMLDivElement>; justAdded?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusWhenAdded(box, justAdded);
  // A named box is focusable by script only (not a tab stop): where the focus goes when its condition was just added.
  return (
    <div ref={box} tabIndex={group ? -1 : undefined} {...group} className="table-editor">
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
 * builders all open would bury the list. Closed, the problem at the condition is still said. `justAdded`: the
 * condition was just added, so the builder is what the analyst wants next; it opens, and its button takes the focus
 * from the "Add a condition" button it replaces (else left on the page's body). Called once shown, so that a later
 * showing (Redo bringing the condition back) comes closed and leaves the focus where it is.
 */
export function ConditionToggle({ name, justAdded, ...draft }: DraftConditionProps & { name: string; justAdded?: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(justAdded !== undefined);
  const button = useRef<HTMLButtonElement>(null);
  useFocusWhenAdded(button, justAdded);
  const problem = draft.editing.problemAt(draft.pointer);
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} aria-controls={`${id}-editor`} onClick={() => setOpen(!open)}>
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
