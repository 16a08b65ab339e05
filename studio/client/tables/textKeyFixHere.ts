import { unknownTextKeyFix } from '../../../tools/flowcheck/textKeyWords.ts';

/** The fix the studio gives where it can write the key's words itself: the fields and button under the key. */
export const writeWordsHere = 'Fix: write its words in "Text shown" and "Text shown in Spanish" below and press "Use these words", or pick an existing key.';

/** The fix where the field only picks a key (no words can be written there). */
export const pickAKeyHere = 'Fix: pick an existing key from the list, or add its words in a texts file (Texts in the navigator).';

/**
 * A text key's problem as the studio says it at the key (issue 19 item 7: problems at the field): flows:check's
 * "add it to a file in flows/texts/" sent an analyst to a file while the fields that write it were right below.
 */
export function textKeyFixHere(problem: string | undefined, canWrite: boolean): string | undefined {
  return problem?.replace(unknownTextKeyFix, canWrite ? writeWordsHere : pickAKeyHere);
}
