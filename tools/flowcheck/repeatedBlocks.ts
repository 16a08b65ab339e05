import { getNodeValue, type Node } from 'jsonc-parser';
import { locate, type FlowFile } from './flowFile.ts';
import { pointerOf, type Problem } from './problem.ts';

/** Issue 8 target: a block of 8 lines or more may sit in at most 2 places; beyond that, it is a fragment. */
export const minimumLines = 8;
export const allowedPlaces = 2;

interface Place {
  file: FlowFile;
  at: (string | number)[];
  /** Key of the enclosing block, to report only the largest repeated block. */
  parent: string | null;
}

/** Lines a block takes in its file, as the analyst reads it (flows are formatted compactly: short blocks on one line). */
function linesOf(file: FlowFile, node: Node): number {
  return file.text.slice(node.offset, node.offset + node.length).split('\n').length;
}

/**
 * Blocks (objects or arrays of 8+ lines as written) written identically in more than two
 * places across flow files: each should be declared once (a fragment, a
 * layout, a journey's shared handler) and used by name. Only the largest
 * repeated block is reported, not every repeated piece inside it. Analysts'
 * documentation (notes, descriptions) and decision examples are data about
 * rows, so they are not counted.
 */
export function repeatedBlocks(files: readonly FlowFile[]): Problem[] {
  const places = new Map<string, Place[]>();
  const lines = new Map<string, number>();
  const visit = (node: Node, file: FlowFile, at: (string | number)[], parent: string | null): void => {
    if (node.type !== 'object' && node.type !== 'array') return;
    const key = JSON.stringify(getNodeValue(node));
    const counted = linesOf(file, node) >= minimumLines;
    if (counted) {
      places.set(key, [...(places.get(key) ?? []), { file, at, parent }]);
      lines.set(key, Math.max(lines.get(key) ?? 0, linesOf(file, node)));
    }
    (node.children ?? []).forEach((child, index) => {
      if (node.type === 'array') return visit(child, file, [...at, index], counted ? key : parent);
      const [name, item] = child.children ?? [];
      const label = String(name?.value);
      if (!item || label === 'examples' || label === 'note' || label === 'description') return;
      visit(item, file, [...at, label], counted ? key : parent);
    });
  };
  for (const file of files) if (file.tree) visit(file.tree, file, [], null);
  const repeated = (key: string | null): boolean => key !== null && (places.get(key)?.length ?? 0) > allowedPlaces;
  const problems: Problem[] = [];
  for (const [key, found] of places) {
    if (found.length <= allowedPlaces) continue;
    // Inside a larger block that is itself repeated everywhere this one is: report that one only.
    if (found.every((place) => repeated(place.parent))) continue;
    const where = found.map((place) => `${place.file.path} ${pointerOf(place.at) || '/'}`);
    const first = found[0] as Place;
    const { line, column } = locate(first.file, first.at);
    problems.push({
      file: first.file.path,
      line,
      column,
      pointer: pointerOf(first.at),
      message: `this ${lines.get(key) ?? minimumLines}-line block is written in ${found.length} places (${where.join(', ')}). Fix: declare it once (a fragment in flows/fragments/, the layout, or the journey's shared "on") and use it by name.`,
    });
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
