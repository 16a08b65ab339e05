import { useMemo } from 'react';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import { conditionSources, type ConditionSource, type SourceRow } from '../../shared/conditionSources.ts';
import type { FlowTarget } from '../editorSlot.ts';

/** What the pages view needs to link a condition to what decides it: the flows (the tables' rows) and the shell's opener. */
export interface SourceLinks {
  flows: Pick<FlowSet, 'decisions' | 'redirectTables' | 'switches'>;
  open(target: FlowTarget): void;
}

const kindWords = { decision: 'decision table', redirect: 'redirect table', switch: 'switch' } as const;

const rowWords = (row: SourceRow): string => (row.number === null ? `default row “${row.id}”` : `row ${row.number} “${row.id}”`);

function SourceItem({ source, links }: { source: ConditionSource; links: SourceLinks }) {
  const name = `${kindWords[source.kind]} ${source.name}`;
  const table = (pointer: string): FlowTarget => ({ kind: 'table', name: source.name, pointer });
  return (
    <li>
      <button type="button" className="link" onClick={() => links.open(source.kind === 'switch' ? { kind: 'switch', name: source.name } : table(''))}>
        Open {name}
      </button>
      {source.rows.length > 0 ? (
        <>
          {' '}
          (the {source.field === 'row' ? 'row that wins' : source.field}:{' '}
          {source.rows.map((row, index) => (
            <span key={row.pointer}>
              {index > 0 ? ', ' : null}
              {/* The row's words first, so the name read out starts with what is seen (WCAG 2.5.3). */}
              <button type="button" className="link" aria-label={`${rowWords(row)} of ${name}`} onClick={() => links.open(table(row.pointer))}>
                {rowWords(row)}
              </button>
            </span>
          ))}
          )
        </>
      ) : null}
    </li>
  );
}

/**
 * "Decided by": the decision tables, redirect tables and switches a page's condition reads (a node's `when`, a prop
 * case's; conditionSources, through the reference index's walk), each a link that opens it in the studio, and, where
 * the condition compares a table's field with written values, the rows giving them, each opening the table at that
 * row. Before, the pages view said "Shown when decision savingsLanding view is mobile" and the analyst had to find the
 * table in the navigator. Nothing when the condition reads none.
 */
export function ConditionSources({ when, links, label }: { when: unknown; links: SourceLinks; label: string }) {
  const sources = useMemo(() => conditionSources(when, links.flows), [when, links.flows]);
  if (sources.length === 0) return null;
  return (
    <div className="studio-tree__sources">
      <span className="studio-field__hint">Decided by:</span>
      <ul aria-label={`What decides ${label}`}>
        {sources.map((source) => (
          <SourceItem key={`${source.kind}:${source.name}`} source={source} links={links} />
        ))}
      </ul>
    </div>
  );
}
