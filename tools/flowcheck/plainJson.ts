/**
 * Whether JSON.parse's value of a strict JSON text holds every key the text
 * writes: JSON.parse keeps the last of a key written twice in one object and
 * says nothing, so a text with such a key parses to fewer keys than it writes.
 * Counted without a syntax tree: a cold `flows:check` built one per flow file
 * (jsonc-parser's parseTree, about 0.1 s of CPU and its garbage for the 185
 * files) only to find that nothing was wrong (issue 20 item 4,
 * docs/performance.md "flows:check (session 38)"). Meant for a text JSON.parse
 * accepted: there a string followed by `:` is a property name.
 */
export function keepsEveryKey(text: string, data: unknown): boolean {
  return keysWritten(text) === keysHeld(data);
}

/** Property names written in a JSON text: each string whose next character past white space is `:`. */
function keysWritten(text: string): number {
  let count = 0;
  const end = text.length;
  for (let index = 0; index < end; index += 1) {
    if (text.charCodeAt(index) !== 34) continue;
    // The string's closing quote: the next one not escaped.
    index += 1;
    while (index < end) {
      const code = text.charCodeAt(index);
      if (code === 92) index += 2;
      else if (code === 34) break;
      else index += 1;
    }
    let after = index + 1;
    while (after < end && isJsonSpace(text.charCodeAt(after))) after += 1;
    if (text.charCodeAt(after) === 58) count += 1;
  }
  return count;
}

function isJsonSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** Keys of every object in a parsed value. */
function keysHeld(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) {
    let count = 0;
    for (const item of value) count += keysHeld(item);
    return count;
  }
  let count = 0;
  for (const key in value) count += 1 + keysHeld((value as Record<string, unknown>)[key]);
  return count;
}
