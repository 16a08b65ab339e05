import type { ItemKind } from '../shared/itemKinds.ts';
import type { EditorRegistration } from './editorSlot.ts';
import { ListsSlotEditor, SettingsSlotEditor, SwitchesSlotEditor, TextsSlotEditor } from './editors/slotEditors.tsx';
import { PageSlotEditor } from './pages/PageSlotEditor.tsx';
import { TableSlotEditor } from './tables/TableSlotEditor.tsx';

/**
 * The typed editors, by the item kinds they edit. A kind without one opens in
 * the JSON editor (json/JsonFileEditor.tsx); a kind with one also keeps a
 * JSON tab. To add an editor: build it against EditorProps (editorSlot.ts)
 * and add one entry here (studio/README.md "Editor slot").
 */
export const typedEditors: EditorRegistration[] = [
  { label: 'Settings', kinds: ['settings'], component: SettingsSlotEditor },
  { label: 'Switches', kinds: ['switches'], component: SwitchesSlotEditor },
  { label: 'Lists', kinds: ['lists'], component: ListsSlotEditor },
  { label: 'Texts', kinds: ['texts'], component: TextsSlotEditor },
  { label: 'Page', kinds: ['page', 'journey'], component: PageSlotEditor },
  // EditorProps<never> (editorSlot.ts) takes no concrete editor as is (onChange's parameter is checked both ways): hence the cast.
  { label: 'Table', kinds: ['decisionTable', 'errorTable', 'redirectTable'], component: TableSlotEditor as unknown as EditorRegistration['component'] },
];

export function typedEditorFor(kind: ItemKind | null): EditorRegistration | undefined {
  return kind ? typedEditors.find((editor) => editor.kinds.includes(kind)) : undefined;
}
