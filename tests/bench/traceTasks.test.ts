/** `npm run bench:long-tasks`'s reading of a Chromium trace (tools/bench/traceTasks.ts): tasks after the first paint, what runs in them, the samples in them. */
import { describe, expect, it } from 'vitest';
import { blockingEstimate, functionTimes, tasksAfterFcp, type TraceEvent } from '../../tools/bench/traceTasks.ts';

const PID = 7;
const MAIN = 1;
const frame = (functionName: string) => ({ functionName, url: 'http://x/assets/index.js', lineNumber: 0, columnNumber: 0 });
const task = (ts: number, dur: number, tdur: number, name = 'RunTask'): TraceEvent => ({ pid: PID, tid: MAIN, ts, ph: 'X', name, dur, tdur });
const inside = (ts: number, dur: number, name: string, args?: Record<string, unknown>): TraceEvent => ({ pid: PID, tid: MAIN, ts, ph: 'X', name, dur, args });

const events: TraceEvent[] = [
  { pid: PID, tid: MAIN, ts: 0, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
  // Another renderer's paint and task: not the page's.
  { pid: 9, tid: 1, ts: 50, ph: 'R', name: 'firstContentfulPaint' },
  { pid: 9, tid: 1, ts: 2_000, ph: 'X', name: 'RunTask', dur: 90_000, tdur: 90_000 },
  task(100, 40_000, 30_000), // before the first paint: not counted
  { pid: PID, tid: MAIN, ts: 50_000, ph: 'R', name: 'firstContentfulPaint' },
  task(60_000, 30_000, 20_000, 'ThreadControllerImpl::RunTask'),
  task(60_010, 29_000, 19_000), // the same task, seen by the other category
  inside(60_100, 10_000, 'EvaluateScript', { data: { url: 'http://x/assets/index.js' } }),
  inside(60_200, 5_000, 'FunctionCall', { data: { functionName: 'deep', url: 'http://x/a.js' } }), // nested: not a direct child
  inside(71_000, 8_000, 'RunMicrotasks'),
  inside(80_000, 4_000, 'RunMicrotasks'),
  task(100_000, 20_000, 5_000), // under the CPU threshold
  task(130_000, 60_000, 15_000),
  inside(130_000, 50_000, 'Layout'),
  // The profile of the page's main thread: a head, then chunks of nodes and samples.
  { pid: PID, tid: MAIN, ts: 59_000, ph: 'P', name: 'Profile', id: '0x1', args: { data: { startTime: 59_000 } } },
  {
    pid: PID,
    tid: 2,
    ts: 70_000,
    ph: 'P',
    name: 'ProfileChunk',
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('outer') },
            { id: 3, parent: 2, callFrame: frame('inner') },
          ],
          samples: [2, 3, 3],
        },
        timeDeltas: [2_000, 4_000, 5_000], // at 61 000, 65 000, 70 000
      },
    },
  },
  { pid: PID, tid: 2, ts: 95_000, ph: 'P', name: 'ProfileChunk', id: '0x1', args: { data: { cpuProfile: { samples: [2] }, timeDeltas: [30_000] } } }, // at 100 000
];

describe('bench:long-tasks trace reading', () => {
  const { tasks, profile } = tasksAfterFcp(events, 12);

  it('keeps the page main thread tasks after its first paint over the CPU threshold, each once', () => {
    expect(tasks.map((t) => [t.startMs, t.wallMs, t.cpuMs])).toEqual([
      [10, 30, 20],
      [80, 60, 15],
    ]);
  });

  it('names the events directly inside a task, merged and largest first', () => {
    expect(tasks[0]?.inside).toEqual([
      ['RunMicrotasks', 12],
      ['EvaluateScript index.js', 10],
    ]);
    expect(tasks[1]?.inside).toEqual([['Layout', 50]]);
  });

  it('weighs each sample until the next one, cut at the end of its task', () => {
    expect(tasks[0]?.samples.map((s) => [s.ts, s.node, s.weightUs])).toEqual([
      [61_000, 2, 4_000],
      [65_000, 3, 5_000],
      [70_000, 3, 20_000],
    ]);
    const { self, total } = functionTimes(profile, tasks[0]?.samples ?? [], (f) => f.functionName);
    expect(Object.fromEntries(self)).toEqual({ outer: 4_000, inner: 25_000 });
    expect(Object.fromEntries(total)).toEqual({ '(root)': 29_000, outer: 29_000, inner: 25_000 });
  });

  it('estimates the blocking time as CPU x 4 over 50 ms, summed', () => {
    expect(blockingEstimate(tasks, 4)).toBe(30 + 10);
    expect(blockingEstimate([{ cpuMs: 12 }], 4)).toBe(0);
  });

  it('says so when the trace has no first paint', () => {
    expect(() => tasksAfterFcp([task(0, 1, 1)], 12)).toThrow(/firstContentfulPaint/);
  });
});
