import { useState } from 'react';

/**
 * What the analyst is typing in a field, kept apart from the saved value until it reads as valid.
 * When the value changes from outside (undo, a reload from disk after a save) the draft follows it, unless the
 * analyst has typed something since the value they last saw: then their words stay (nothing they type is lost) and
 * are committed, or refused, as usual when they leave the field.
 */
export function useDraft(value: string): [string, (next: string) => void, string | null, (message: string | null) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (seen !== value) {
    setSeen(value);
    if (draft === seen) {
      setDraft(value);
      setRefusal(null);
    }
  }
  return [draft, setDraft, refusal, setRefusal];
}
