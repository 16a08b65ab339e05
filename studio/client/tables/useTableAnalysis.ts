import { useEffect, useState } from 'react';
import type { AnalysisResult } from '../../shared/tables/tableFindings.ts';
import type { TableDocument, TableKind, TableStudioContext } from '../../shared/tables/tableTypes.ts';
import type { TableAnalyser } from './analysisProtocol.ts';

export interface AnalysisState {
  /** The latest result for this table version (null until the first pass answers). */
  result: AnalysisResult | null;
  /** True while overlaps are still being looked for. */
  pending: boolean;
}

/** The analysis of the table as it is now, re-run on every edit (the older run is abandoned). */
export function useTableAnalysis(kind: TableKind, table: TableDocument, context: TableStudioContext, analyser: TableAnalyser): AnalysisState {
  const [state, setState] = useState<AnalysisState & { of: TableDocument | null }>({ result: null, pending: true, of: null });
  useEffect(
    () =>
      analyser.analyse(kind, table, context, (reply) => {
        setState({ result: reply.result, pending: reply.phase !== 'overlaps', of: table });
      }),
    [analyser, kind, table, context],
  );
  // A result of an older version still shows (rows rarely move far in one edit), marked pending.
  return { result: state.result, pending: state.pending || state.of !== table };
}
