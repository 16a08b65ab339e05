import { readFile } from 'node:fs/promises';

/**
 * How long to wait, one after the other, before reading again a file that
 * looks half written (issue 19 item 7: a file changed on disk is held as it
 * is). An editor's or a script's writeFileSync empties the file before it
 * writes it, and the watcher can read it in between: without a second look the
 * studio held "" until the file changed again (the e2e restore of session 40).
 */
export const settleDelaysMs: readonly number[] = [50, 150, 300, 500];

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether a text just read looks like a write caught half way: empty, or
 * not JSON where the version held was JSON. A file the analyst saved broken
 * stays broken: it is accepted once the delays have passed.
 */
export function looksHalfWritten(text: string, heldParsed: boolean): boolean {
  return text.trim() === '' || (heldParsed && !parses(text));
}

/**
 * The text of a file once it has settled: `first` (what was just read) when it
 * looks whole, else the file read again after each delay until it does; the
 * last reading when it never does (a file truly emptied or broken).
 */
export async function settledText(absolute: string, first: string, heldParsed: boolean, delaysMs: readonly number[] = settleDelaysMs): Promise<string> {
  let text = first;
  for (const delay of delaysMs) {
    if (!looksHalfWritten(text, heldParsed)) return text;
    await new Promise((resolve) => setTimeout(resolve, delay));
    text = await readFile(absolute, 'utf8');
  }
  return text;
}
