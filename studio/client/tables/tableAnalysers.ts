import { analyseForEditor } from '../../shared/tables/tableFindings.ts';
import type { TableStudioContext } from '../../shared/tables/tableTypes.ts';
import type { AnalysisReply, AnalysisRequest, TableAnalyser } from './analysisProtocol.ts';

/**
 * In the same thread, after the current event: for component tests (jsdom has
 * no Worker) and browsers without module workers.
 */
export const inThreadAnalyser: TableAnalyser = {
  analyse(kind, table, context, onReply) {
    let cancelled = false;
    const timer = setTimeout(() => {
      if (cancelled) return;
      onReply({ phase: 'rows', result: analyseForEditor(kind, table, context, false) });
      if (!cancelled) onReply({ phase: 'overlaps', result: analyseForEditor(kind, table, context, true) });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  },
};

/**
 * One module worker; a new edit while it is still busy with an older version
 * ends it and starts afresh (an analysis cannot be interrupted otherwise, and
 * the overlaps of the error table take many seconds).
 */
export function workerAnalyser(): TableAnalyser {
  let worker: Worker | null = null;
  let sentContext: TableStudioContext | null = null;
  let busy = false;
  let nextId = 0;
  const post = (message: AnalysisRequest): void => worker?.postMessage(message);
  return {
    analyse(kind, table, context, onReply) {
      if (worker && busy) {
        worker.terminate();
        worker = null;
      }
      if (!worker) {
        worker = new Worker(new URL('./analysisWorker.ts', import.meta.url), { type: 'module', name: 'table analysis' });
        sentContext = null;
      }
      if (sentContext !== context) {
        post({ type: 'context', context });
        sentContext = context;
      }
      const id = (nextId += 1);
      const current = worker;
      busy = true;
      const listener = (event: MessageEvent<AnalysisReply>): void => {
        if (event.data.id !== id) return;
        if (event.data.phase === 'overlaps') {
          busy = false;
          current.removeEventListener('message', listener);
        }
        onReply({ phase: event.data.phase, result: event.data.result });
      };
      current.addEventListener('message', listener);
      post({ type: 'analyse', id, kind, table });
      return () => current.removeEventListener('message', listener);
    },
  };
}

export function defaultAnalyser(): TableAnalyser {
  return typeof Worker === 'undefined' ? inThreadAnalyser : workerAnalyser();
}
