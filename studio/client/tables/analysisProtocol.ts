import type { AnalysisResult } from '../../shared/tables/tableFindings.ts';
import type { TableDocument, TableKind, TableStudioContext } from '../../shared/tables/tableTypes.ts';

/** Messages between the table editor and its analysis worker. */
export type AnalysisRequest = { type: 'context'; context: TableStudioContext } | { type: 'analyse'; id: number; kind: TableKind; table: TableDocument };

/** `rows`: shadowed rows and gaps (fast); `overlaps`: the full analysis, sent after. */
export interface AnalysisReply {
  id: number;
  phase: 'rows' | 'overlaps';
  result: AnalysisResult;
}

/** Runs the analysis of one table version; calls back once per phase; the returned function abandons it. */
export interface TableAnalyser {
  analyse(kind: TableKind, table: TableDocument, context: TableStudioContext, onReply: (reply: Omit<AnalysisReply, 'id'>) => void): () => void;
}
