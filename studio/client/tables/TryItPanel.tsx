import { mergeFacts } from '../../../src/engine/blankFacts.ts';
import { Part } from '../../../src/app/debug/WhyDecisions.tsx';
import type { ConditionPart } from '../../../src/engine/why/explainCondition.ts';
import { explainRows } from '../../../src/engine/why/explainRows.ts';
import { conditionSentence } from '../../shared/tables/conditionSentence.ts';
import { factPathsUnion } from '../../shared/tables/factPaths.ts';
import { fallbackOf } from '../../shared/tables/tableFindings.ts';
import type { TableDocument, TableStudioContext } from '../../shared/tables/tableTypes.ts';
import { FactsForm } from './FactsForm.tsx';

/**
 * A part's rule in the grid's words ("the shopper is signed in"); the engine gives it as JSON text. The debug panel's
 * Part shows it so: an analyst read "switch FF_LIVE_PERSON_CHAT is off" in the grid and
 * {"!":{"var":"switches.FF_LIVE_PERSON_CHAT"}} here before.
 */
function partWords(part: ConditionPart): string {
  if (part.text === 'all of' || part.text === 'any of') return `${part.text} these`;
  try {
    return conditionSentence(JSON.parse(part.text));
  } catch {
    return part.text;
  }
}

export interface TryItPanelProps {
  table: TableDocument;
  context: TableStudioContext;
  facts: Record<string, unknown>;
  onFacts: (next: Record<string, unknown>) => void;
}

/**
 * Issue 19 item 4, "try it": facts in, the winning row out, and why, part by
 * part, as `npm run flows:why` explains it (the same src/engine/why modules),
 * each part in the grid's words.
 */
export function TryItPanel({ table, context, facts, onFacts }: TryItPanelProps) {
  const explained = explainRows(table.rows, mergeFacts(context.blank, facts), fallbackOf(table));
  const paths = factPathsUnion(table, context.blank, [facts]);
  return (
    <section className="try-it" aria-labelledby="try-it-heading">
      <h3 id="try-it-heading">Try it</h3>
      <FactsForm
        legend="Facts (over a signed-out desktop visitor)"
        facts={facts}
        paths={paths}
        vocabulary={context.vocabulary}
        blank={context.blank}
        onChange={onFacts}
      />
      <p role="status" className="try-it-winner">
        {explained.index >= 0 ? (
          <>
            Row <strong>“{explained.winner}”</strong> wins (row {explained.index + 1} of {table.rows.length}).
          </>
        ) : (
          <>
            No row holds: <strong>“{explained.winner}”</strong> applies.
          </>
        )}
      </p>
      <ol className="why-rows" aria-label="Rows tried, in order">
        {explained.rows.map((row, index) => (
          <li key={index}>
            {row.won ? '→ ' : ''}
            <code>{row.id}</code>: {row.won ? 'holds' : 'does not hold'}
            {row.condition ? (
              <ul>
                <Part part={row.condition} said={partWords} valuesClass="why-values" />
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
