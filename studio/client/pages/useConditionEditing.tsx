import { useMemo } from 'react';
import { allowedOperatorNames } from '../../../src/logic/knownOperators.ts';
import { problemsAt } from '../../shared/problem.ts';
import { factCatalog } from '../../shared/tables/factCatalog.ts';
import { tableContextOf } from '../../shared/tables/tableContext.ts';
import type { EditorProps } from '../editorSlot.ts';
import { LogicJsonEditor } from '../tables/LogicJsonEditor.tsx';
import { logicCompletion } from '../tables/logicCompletion.ts';
import { valueAt, withValueAt } from './draftPointer.ts';
import type { ConditionEditing } from './NodeCondition.tsx';

/**
 * The pages view's condition editing over the slot's draft: the facts and
 * their types from the vocabulary flows:check builds (tableContextOf, as the
 * table editor), the problems the shell's check found at the `when`, and
 * each change given to the shell as the next draft (undo, redo, Save).
 */
export function useConditionEditing({
  path,
  draft,
  onChange,
  problems,
  context,
}: Pick<EditorProps, 'path' | 'draft' | 'onChange' | 'problems' | 'context'>): ConditionEditing {
  const { vocabulary, blank } = useMemo(() => tableContextOf(context), [context]);
  const facts = useMemo(() => factCatalog(vocabulary), [vocabulary]);
  const completion = useMemo(() => logicCompletion(facts, allowedOperatorNames()), [facts]);
  return {
    file: path,
    whenAt: (pointer) => valueAt(draft, pointer),
    setWhen: (pointer, next) => onChange(withValueAt(draft, pointer, next)),
    problemAt: (pointer) =>
      problemsAt(problems, pointer)
        .map((problem) => problem.message)
        .join(' ') || undefined,
    vocabulary,
    blank,
    facts,
    jsonEditor: (props) => <LogicJsonEditor {...props} completion={completion} />,
  };
}
