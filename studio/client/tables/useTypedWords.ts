import { useState } from 'react';
import { useUnsavedTyping } from '../unsavedTyping.ts';

/** Words typed in a field and the value they were typed over (refused) or gave (taken), as JSON to compare. */
interface Typed {
  text: string;
  over: string;
  taken: boolean;
}

const keyOf = (value: unknown): string => JSON.stringify(value) ?? 'undefined';

export interface TypedWords {
  /** The words to show while the value is still the one they were typed over or gave; null: show the value. */
  held: string | null;
  /** The words were refused: they are in no draft, and the field says why. */
  refused: boolean;
  /** Keep words the field cannot take: shown as typed, the draft left as it was. */
  refuse: (text: string) => void;
  /** Keep words the field took as `next` ("503." stays "503." while it is 503). */
  take: (text: string, next: unknown) => void;
  /**
   * The field's change: words read as `reading` (null: they give no value) are taken and the value handed to
   * `onValue`, else refused and the draft left as it was.
   */
  typed: <T>(text: string, reading: { value: T } | null, onValue: (next: T) => void) => void;
}

/**
 * What a typed field of the table editor shows: the analyst's words while the value they meet is the one they were
 * typed over or gave, else the value (an undo, a row opened anew). Refused words ("abc" for a number) stay where they
 * were typed, never emptied or turned into another value behind the analyst's back; until they are mended they are
 * typed words not in the draft, which the shell's guard counts (useUnsavedTyping, studio/README.md "Editor slot").
 */
export function useTypedWords(value: unknown): TypedWords {
  const [typed, setTyped] = useState<Typed | null>(null);
  const held = typed !== null && typed.over === keyOf(value) ? typed.text : null;
  const refused = held !== null && typed?.taken === false;
  useUnsavedTyping(refused);
  const refuse = (text: string): void => setTyped({ text, over: keyOf(value), taken: false });
  const take = (text: string, next: unknown): void => setTyped({ text, over: keyOf(next), taken: true });
  return {
    held,
    refused,
    refuse,
    take,
    typed: (text, reading, onValue) => {
      if (reading === null) return refuse(text);
      take(text, reading.value);
      onValue(reading.value);
    },
  };
}
