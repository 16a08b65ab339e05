import type { ConditionPart } from '../../engine/why/explainCondition.ts';
import { explainRows } from '../../engine/why/explainRows.ts';
import type { DecisionTable } from '../../model/flowTypes.ts';

/**
 * One part of a condition and its verdict; the studio's "try it" panel shows parts the same way, with `said` giving a
 * part in the words its grid uses instead of the JSON text, and its own class for the values.
 */
export function Part({ part, said, valuesClass = 'sf-debug-values' }: { part: ConditionPart; said?: (part: ConditionPart) => string; valuesClass?: string }) {
  const verdict = part.error !== undefined ? `cannot be evaluated: ${part.error}` : part.holds ? 'holds' : 'does not hold';
  return (
    <li>
      <span aria-hidden="true">{part.holds ? '✓ ' : '✗ '}</span>
      {said ? (
        `${said(part)}: `
      ) : (
        <>
          <code>{part.text}</code>{' '}
        </>
      )}
      {verdict}
      {part.gives !== undefined ? ` (gives ${part.gives})` : ''}
      {part.values.length > 0 ? <span className={valuesClass}> [{part.values.join(', ')}]</span> : null}
      {part.parts ? (
        <ul>
          {part.parts.map((inner, index) => (
            <Part key={index} part={inner} said={said} valuesClass={valuesClass} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * flows:why in the debug panel (issue 11 item 3): for each table the page
 * reads, which row wins and why, part by part with each fact's value. The
 * explanation is src/engine/why, the same code `npm run flows:why` prints.
 */
export function WhyDecisions({ tables, facts, labelledBy }: { tables: readonly DecisionTable[]; facts: object; labelledBy: string }) {
  if (tables.length === 0) return <p>This page reads no decision table.</p>;
  return (
    <ul className="sf-debug-why" aria-labelledby={labelledBy}>
      {tables.map((table) => {
        const why = explainRows(table.rows, facts, table.default.id);
        const headline =
          why.index >= 0 ? `row ${why.winner} wins (row ${why.index + 1} of ${table.rows.length})` : `no row holds: the default ${why.winner} applies`;
        return (
          <li key={table.id} aria-label={`Why ${table.id}`}>
            <strong>{table.id}</strong>: {headline}
            {why.error !== undefined ? <p role="alert">Could not be evaluated: {why.error}</p> : null}
            <ol>
              {why.rows.map((row) => (
                <li key={row.id}>
                  {row.id}: {row.won ? 'holds' : 'does not hold'}
                  {row.condition ? (
                    <ul>
                      <Part part={row.condition} />
                    </ul>
                  ) : (
                    ' (no condition: always holds)'
                  )}
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
