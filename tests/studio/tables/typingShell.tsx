import { useState } from 'react';
import { TableEditor } from '../../../studio/client/tables/TableEditor.tsx';
import { inThreadAnalyser } from '../../../studio/client/tables/tableAnalysers.ts';
import { UnsavedTyping } from '../../../studio/client/unsavedTyping.ts';
import type { TableDocument } from '../../../studio/shared/tables/tableTypes.ts';
import { bannerTable, fixtureContext } from './tableFixtures.ts';

const context = fixtureContext();

/** The banner table with its texts editable (a text writer), inside a listener of typed words as EditorPane is. */
export function TypingShell({ reveal, report }: { reveal?: string; report: (field: string, unsaved: boolean) => void }) {
  const [table, setTable] = useState<TableDocument>(bannerTable());
  return (
    <UnsavedTyping value={report}>
      <TableEditor
        kind="decision"
        table={table}
        context={context}
        analyser={inThreadAnalyser}
        reveal={reveal}
        onChange={setTable}
        onTextChange={async () => null}
      />
    </UnsavedTyping>
  );
}

/** A listener of typed words (as EditorPane's) and the fields it hears holding some. */
export function typingListener(): { holding: Set<string>; report: (field: string, unsaved: boolean) => void } {
  const holding = new Set<string>();
  return { holding, report: (field, unsaved) => void (unsaved ? holding.add(field) : holding.delete(field)) };
}
