/// <reference lib="webworker" />
import { analyseForEditor } from '../../shared/tables/tableFindings.ts';
import type { TableStudioContext } from '../../shared/tables/tableTypes.ts';
import type { AnalysisReply, AnalysisRequest } from './analysisProtocol.ts';

/** The table analysis off the main thread, so typing never waits for it (see analyseForEditor). */
let context: TableStudioContext | null = null;

self.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  const request = event.data;
  if (request.type === 'context') {
    context = request.context;
    return;
  }
  if (!context) return;
  const rows: AnalysisReply = { id: request.id, phase: 'rows', result: analyseForEditor(request.kind, request.table, context, false) };
  self.postMessage(rows);
  const overlaps: AnalysisReply = { id: request.id, phase: 'overlaps', result: analyseForEditor(request.kind, request.table, context, true) };
  self.postMessage(overlaps);
};
