import './editors.css';
import { useEffect, useRef, type ComponentType } from 'react';
import type { CompanionTexts, EditorProps } from '../editorSlot.ts';
import type { FlowFileEditorProps } from './editorProps.ts';
import { revealCard } from './revealCard.ts';
import { ListsEditor } from './lists/ListsEditor.tsx';
import { SettingsEditor } from './settings/SettingsEditor.tsx';
import { SwitchesEditor } from './switches/SwitchesEditor.tsx';
import { TextsEditor } from './texts/TextsEditor.tsx';
import { useEditorContext } from './useEditorContext.ts';

/** Puts a typed editor in the shell's editor slot (studio/README.md "Editor slot"): the draft in, the next draft out. */
function inSlot<T>(Editor: ComponentType<FlowFileEditorProps<T>>, name: string): ComponentType<EditorProps<never>> {
  // The shell opens this editor only for its kinds, whose schema gives the draft the shape T.
  function SlotEditor({ path, draft, onChange, problems, context, companions, unsavedCompanions, focus, focusRequest }: EditorProps<never>) {
    const editorContext = useEditorContext(context);
    // The item opened (a text key, a switch, a setting, a list) or a problem's place: its card shown and focused,
    // each time it is asked for (the same place again too: focusRequest).
    const region = useRef<HTMLDivElement>(null);
    useEffect(() => revealCard(region.current, focus), [focus, focusRequest]);
    return (
      <div ref={region}>
        <Editor
          path={path}
          data={draft as T}
          onChange={onChange as (next: T, companions?: readonly CompanionTexts[]) => void}
          problems={problems}
          context={editorContext}
          companions={companions}
          unsavedCompanions={unsavedCompanions}
          focus={focus}
          focusRequest={focusRequest}
        />
      </div>
    );
  }
  SlotEditor.displayName = `InSlot(${name})`;
  return SlotEditor;
}

export const SettingsSlotEditor = inSlot(SettingsEditor, 'SettingsEditor');
export const SwitchesSlotEditor = inSlot(SwitchesEditor, 'SwitchesEditor');
export const ListsSlotEditor = inSlot(ListsEditor, 'ListsEditor');
export const TextsSlotEditor = inSlot(TextsEditor, 'TextsEditor');
