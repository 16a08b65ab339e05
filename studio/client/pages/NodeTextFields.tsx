import { SpanishTextField } from '../editors/texts/SpanishTextField.tsx';
import { TextField } from '../editors/fields/TextField.tsx';
import { placeholderProblems } from '../editors/texts/placeholderWords.ts';

/** The Spanish words of every text (flows/texts/es/) and the Spanish file each key's words are saved in. */
export interface PageSpanish {
  texts: Readonly<Record<string, string>>;
  /** Undefined when no texts file writes the key in English (nothing can be saved for it then). */
  fileOf(key: string): string | undefined;
  /** The key's Spanish words are in the draft, not written yet: the field's hint says where Save will write them. */
  unsaved?(key: string): boolean;
}

interface NodeTextFieldsProps {
  prop: string;
  textKey: string;
  /** The English words of every text key (flows/texts). */
  texts: Readonly<Record<string, string>>;
  /** Null or absent: the project has no Spanish texts, and none is asked (flows:check checks none then). */
  spanish?: PageSpanish | null;
  onTextChange(key: string, next: string): void;
  onSpanishChange(key: string, next: string): void;
}

/**
 * One text of the selected node, editable in place: its English words and,
 * beside them, its Spanish words in the texts editor's own field
 * (SpanishTextField: flows:check's words for a missing or mismatched Spanish,
 * the file it is saved in). Every text has both languages
 * (docs/requirements.md "Languages"): a heading reworded here in English
 * alone left the Spanish page with the old words, and flows:check could not
 * tell (the key exists in both files). Both go into the open file's draft
 * (PageSlotEditor): saved with the shell's Save, taken back by Undo.
 */
export function NodeTextFields({ prop, textKey, texts, spanish, onTextChange, onSpanishChange }: NodeTextFieldsProps) {
  const file = spanish?.fileOf(textKey);
  return (
    <div className="studio-tree__texts">
      <TextField
        label={`${prop}: ${textKey}`}
        multiline
        value={texts[textKey] ?? ''}
        // Braces that are no placeholder are said here, at the English, not as a Spanish mismatch (placeholderWords.ts).
        problems={placeholderProblems(textKey, 'en', texts[textKey] ?? '', null)}
        onCommit={(next) => onTextChange(textKey, next)}
      />
      {spanish && file ? (
        <SpanishTextField
          textKey={textKey}
          english={texts}
          spanish={Object.hasOwn(spanish.texts, textKey) ? spanish.texts[textKey] : undefined}
          file={file}
          unsaved={spanish.unsaved?.(textKey)}
          onCommit={(next) => onSpanishChange(textKey, next)}
        />
      ) : null}
    </div>
  );
}
