import { useState } from 'react';

/**
 * What the analyst is typing in a field, kept apart from the saved value until it reads as valid.
 * When the value changes from outside (undo, a reload from disk) the draft follows it.
 */
export function useDraft(value: string): [string, (next: string) => void, string | null, (message: string | null) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
    setRefusal(null);
  }
  return [draft, setDraft, refusal, setRefusal];
}
