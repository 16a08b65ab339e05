import { visitLogic, varPath } from '../../src/logic/varPaths.ts';
import { textShape } from '../flowcheck/checkFacts.ts';
import type { FirstMatchTable } from './firstMatchTables.ts';

/**
 * What of the blank facts' nested texts one table's analysis can depend on besides the values it reads (those are
 * kept with its result and compared on use: AnalysisSummary.texts): for each `texts.…` path its rows' conditions
 * name, whether that name is there, a text, or a branch (with every name below it). A table's conditions reach the
 * facts only through `var` paths (tools/tables/rowSpace.ts evaluates the `when`s; conditionFacts and the domains read
 * the paths they name, and never a constant root's schema), so a text key renamed, added or removed that no table
 * names leaves every table's analysis in the cache (issue 20 item 4, docs/performance.md "flows:check (session 39)").
 * A rule inside an array operator (`some`, `all`, `reduce`...) reads items, or an accumulator, that json-logic-js
 * gives it from values the outer rule read: through paths counted here, or literals; a path it names is counted
 * too, which may only add to the key. A condition that can reach the facts otherwise gets every name, as before:
 * `var` of the whole data (outside an array operator's rule) or of a computed path, `missing` / `missing_some`
 * (paths given as data), and `reduce` (its initial value is read from the outer data, and visitLogic counts it inside).
 */
export function textsReached(table: Pick<FirstMatchTable, 'rows'>, texts: unknown): unknown {
  const paths = new Set<string>();
  let whole = false;
  for (const row of table.rows)
    visitLogic(row.when, ({ operator, args, scoped }) => {
      if ((!scoped && (operator === 'missing' || operator === 'missing_some')) || operator === 'reduce') whole = true;
      if (operator !== 'var') return;
      const path = varPath(args);
      if (path === null || (path === '' && !scoped)) whole = true;
      else if (path === 'texts' || path.startsWith('texts.')) paths.add(path);
    });
  if (whole) return textShape(texts);
  return [...paths].sort().map((path) => [path, textsAt(texts, path.split('.').slice(1))]);
}

/**
 * The texts at a path as json-logic-js's `var` walks them (one own or inherited property per segment): "absent" for
 * a name that is not there (the prototype's properties are the same in every run), "text" at a text (its value is
 * read through its getter and compared on use), else the names below the branch reached.
 */
function textsAt(texts: unknown, segments: string[]): unknown {
  let node = texts;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return textShape(node);
    const descriptor = Object.getOwnPropertyDescriptor(node, segment);
    if (!descriptor) return 'absent';
    if (descriptor.get) return 'text';
    node = descriptor.value;
  }
  return textShape(node);
}
