/**
 * How flows:check tells the fix for a text key no flows/texts file has (its command-line words). The flow studio
 * words it for its own fields instead (studio/client/tables/textKeyFixHere.ts), and finds it by this sentence.
 */
export const unknownTextKeyFix = 'Fix: add it to a file in flows/texts/ or correct the key.';
