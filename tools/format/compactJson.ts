/**
 * The house format of flow files: a block that fits on one line of `width`
 * characters (indentation and key included) is written on one line, in
 * Prettier's JSON spacing (`{ "a": 1 }`, `[1, 2]`); a longer one is expanded,
 * one entry per line. Analysts read a page on a screen or two this way, and
 * flows:dupes measures repeated blocks in these lines.
 */
export const flowLineWidth = 110;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function block(value: unknown, indent: number, prefix: number, width: number): string {
  const flat = inline(value);
  const isContainer = value !== null && typeof value === 'object';
  const empty = isContainer && Object.keys(value).length === 0;
  if (!isContainer || empty || indent + prefix + flat.length <= width) return flat;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) return `[\n${value.map((item) => pad + block(item, indent + 2, 0, width)).join(',\n')}\n${' '.repeat(indent)}]`;
  const lines = Object.entries(value).map(([key, item]) => {
    const label = `${JSON.stringify(key)}: `;
    return pad + label + block(item, indent + 2, label.length, width);
  });
  return `{\n${lines.join(',\n')}\n${' '.repeat(indent)}}`;
}

/** A flow file's text in the house format, ending with a newline. */
export function formatFlowJson(value: unknown, width = flowLineWidth): string {
  return `${block(value, 0, 0, width)}\n`;
}
