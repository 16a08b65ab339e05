import { useMemo, useState } from 'react';
import { allowedOperatorNames } from '../../../src/logic/knownOperators.ts';
import { factCatalog } from '../../shared/tables/factCatalog.ts';
import { tableContextOf } from '../../shared/tables/tableContext.ts';
import type { TableDocument, TableKind } from '../../shared/tables/tableTypes.ts';
import type { ItemKind } from '../../shared/itemKinds.ts';
import type { EditorProps } from '../editorSlot.ts';
import { JsonEditor } from '../json/JsonEditor.tsx';
import type { ConditionEditorProps } from './ConditionEditor.tsx';
import { logicCompletion } from './logicCompletion.ts';
import { TableEditor } from './TableEditor.tsx';
import { saveText } from './textSaving.ts';
import { useSavedTable } from './useSavedTable.ts';

const tableKinds: Partial<Record<ItemKind, TableKind>> = { decisionTable: 'decision', errorTable: 'error', redirectTable: 'redirect' };

type JsonLogicProps = Parameters<NonNullable<ConditionEditorProps['jsonEditor']>>[0];

/** The JSON Logic tab: the studio's CodeMirror editor with facts and operators completed; text that does not parse yet stays as typed. */
function LogicJsonEditor({ value, onChange, problem, label, completion }: JsonLogicProps & { completion: ReturnType<typeof logicCompletion> }) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    let same = false;
    try {
      same = JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
    } catch {
      same = false;
    }
    if (!same) setText(JSON.stringify(value, null, 2));
  }
  return (
    <>
      <JsonEditor
        label={label}
        value={text}
        completion={completion}
        problems={problem ? [{ file: '', line: 0, column: 0, pointer: '', message: problem }] : []}
        onChange={(next) => {
          setText(next);
          try {
            const parsed: unknown = JSON.parse(next);
            setShown(parsed);
            onChange(parsed);
          } catch {
            // Not JSON yet: the editor marks it; the draft keeps the last rule that parsed.
          }
        }}
      />
      {problem ? <p className="field-problem">{problem}</p> : null}
    </>
  );
}

/**
 * The table editor in the studio's editor slot (studio/README.md "Editor
 * slot"), for decision, error and redirect tables: the slot's draft,
 * problems and context in, the next draft out. Texts are saved through the
 * studio's API into their texts file.
 */
export function TableSlotEditor({ path, kind, draft, onChange, problems, context, onSavedElsewhere }: EditorProps) {
  const tableContext = useMemo(() => tableContextOf(context), [context]);
  const saved = useSavedTable(path, context);
  const completion = useMemo(() => logicCompletion(factCatalog(tableContext.vocabulary), allowedOperatorNames()), [tableContext]);
  const tableKind = tableKinds[kind];
  if (!tableKind) return <p>Not a table: {path}</p>;
  return (
    <TableEditor
      kind={tableKind}
      table={draft as TableDocument}
      saved={saved}
      problems={problems}
      context={tableContext}
      onChange={onChange}
      jsonEditor={(props) => <LogicJsonEditor {...props} completion={completion} />}
      onTextChange={async (key, text, spanish) => (await saveText(key, text, spanish, onSavedElsewhere)).problem}
    />
  );
}
