import { useMemo } from 'react';
import { allowedOperatorNames } from '../../../src/logic/knownOperators.ts';
import { factCatalog } from '../../shared/tables/factCatalog.ts';
import { tableContextOf } from '../../shared/tables/tableContext.ts';
import type { TableDocument, TableKind } from '../../shared/tables/tableTypes.ts';
import type { ItemKind } from '../../shared/itemKinds.ts';
import type { EditorProps } from '../editorSlot.ts';
import { isEnglishTextsFile } from '../editors/texts/textKeys.ts';
import { LogicJsonEditor } from './LogicJsonEditor.tsx';
import { logicCompletion } from './logicCompletion.ts';
import { TableEditor } from './TableEditor.tsx';
import { withUnsavedTexts } from './unsavedTexts.ts';
import { useSavedTable } from './useSavedTable.ts';
import { droppingUnusedTexts } from './unusedTexts.ts';
import { useTextKeeping } from './useTextKeeping.ts';

const tableKinds: Partial<Record<ItemKind, TableKind>> = { decisionTable: 'decision', errorTable: 'error', redirectTable: 'redirect' };

/**
 * The table editor in the studio's editor slot (studio/README.md "Editor
 * slot"), for decision, error and redirect tables: the slot's draft,
 * problems and context in, the next draft out. A row's texts join the draft
 * (useTextKeeping) and are saved with the table into their texts files.
 */
export function TableSlotEditor({ path, kind, draft, onChange, problems, context, companions = [], unsavedCompanions = [], focus, focusRequest }: EditorProps) {
  const tableContext = useMemo(() => tableContextOf(context), [context]);
  const shownTexts = useMemo(() => withUnsavedTexts(tableContext.texts, companions, isEnglishTextsFile), [tableContext, companions]);
  const keepText = useTextKeeping(draft, onChange, shownTexts, context.translationFiles.es ?? {});
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
      onChange={droppingUnusedTexts(draft, companions, onChange)}
      reveal={focus}
      revealRequest={focusRequest}
      jsonEditor={(props) => <LogicJsonEditor {...props} completion={completion} />}
      onTextChange={keepText}
      unsavedTexts={companions}
      pendingTexts={unsavedCompanions}
    />
  );
}
