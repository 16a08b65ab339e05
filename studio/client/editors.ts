import type { ItemKind } from '../shared/itemKinds.ts';
import type { EditorRegistration } from './editorSlot.ts';

/**
 * The typed editors, by the item kinds they edit. A kind without one opens in
 * the JSON editor (json/JsonFileEditor.tsx); a kind with one also keeps a
 * JSON tab. To add an editor: build it against EditorProps (editorSlot.ts)
 * and add one entry here (studio/README.md "Editor slot").
 */
export const typedEditors: EditorRegistration[] = [];

export function typedEditorFor(kind: ItemKind | null): EditorRegistration | undefined {
  return kind ? typedEditors.find((editor) => editor.kinds.includes(kind)) : undefined;
}
