import { useId } from 'react';
import { missingTranslation } from '../../../../tools/flowcheck/translationWords.ts';
import { TextField } from '../fields/TextField.tsx';
import { spanishRefusal, spanishStanding } from './placeholderWords.ts';

interface SpanishTextFieldProps {
  textKey: string;
  /** The English texts as the draft has them (key -> words): the Spanish must use the same placeholders as its key's. */
  english: Readonly<Record<string, string>>;
  /** Its Spanish words as the analyst has them (saved, or typed and not saved yet); undefined: none yet. */
  spanish: string | undefined;
  /** The params the text's uses give (TextsEditor, texts/paramsGiven.ts); null or absent when not known. */
  given?: readonly string[] | null;
  /** The Spanish twin of the English file (flows/texts/es/<name>.json), where the words are saved. */
  file: string;
  /** The words shown are not saved yet (typed here, saved with the draft): the hint says where Save will write them. */
  unsaved?: boolean;
  onCommit(next: string): void;
}

/**
 * The Spanish words of an existing text, beside its English (docs/requirements.md
 * "Languages": every text has both). What flows:check would say of the pair
 * as it stands (no Spanish yet, or placeholders the English changed since) is
 * shown at the field; words that would leave such a problem, or none, are
 * refused when the analyst leaves the field, in flows:check's own words
 * (tools/flowcheck/translationWords.ts), and never reach the draft.
 */
export function SpanishTextField({ textKey, english, spanish, given = null, file, unsaved = false, onCommit }: SpanishTextFieldProps) {
  // A placeholder problem of the English is said at the English field, not here (placeholderWords.ts).
  const standing = spanish === undefined ? [missingTranslation(textKey, 'es', file)] : spanishStanding(textKey, english, spanish, given);
  const saved = spanish ?? '';
  // Where the words go is said with the field, not only seen under it (review item 8).
  const hintId = `${useId()}-saved-in`;
  return (
    <div className="studio-spanish">
      <TextField
        label={`Spanish text of ${textKey}`}
        lang="es"
        multiline
        value={saved}
        problems={standing}
        // Passing through the field unchanged refuses nothing: the standing problem already says what is missing.
        // A wrong English is pointed at, not copied into the Spanish (placeholderWords.ts).
        check={(next) => (next === saved ? null : spanishRefusal(textKey, english, next, given))}
        onCommit={onCommit}
        hintId={hintId}
      />
      <p id={hintId} className="studio-field__hint">
        {/* "Saved in …" beside words not saved yet read as if they were (usability review, session 40). */}
        {unsaved ? `Not saved yet: Save writes it in ${file}.` : `Saved in ${file}.`}
      </p>
    </div>
  );
}
