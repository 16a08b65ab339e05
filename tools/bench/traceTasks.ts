/**
 * Reads a Chromium trace (the JSON of `browser.stopTracing()`) for
 * `npm run bench:long-tasks` (longTasks.ts): the page's main-thread tasks
 * after its first contentful paint, each with its wall and thread CPU time,
 * the trace events directly inside it, and the V8 sampling profiler's samples
 * that fell in it. Lighthouse's simulation counts a task's unthrottled
 * duration x 4 and blocks for what is over 50 ms (docs/performance.md
 * "Lighthouse TBT (session 26)": thread CPU x 4 is the steadiest estimate of
 * it on a shared machine).
 */

export interface TraceEvent {
  pid: number;
  tid: number;
  ts: number;
  ph: string;
  name: string;
  cat?: string;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: Record<string, unknown>;
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** A sampled stack: its leaf node id and how long it stood for (µs: until the next sample). */
export interface Sample {
  ts: number;
  node: number;
  weightUs: number;
}

export interface SampledProfile {
  frames: Map<number, CallFrame>;
  parents: Map<number, number>;
  samples: Sample[];
}

export interface Task {
  /** Start, relative to the first contentful paint (ms). */
  startMs: number;
  wallMs: number;
  cpuMs: number;
  /** The events directly inside the task, merged by label: wall ms each, largest first. */
  inside: [string, number][];
  samples: Sample[];
}

export interface PageTrace {
  fcpTs: number;
  tasks: Task[];
  profile: SampledProfile;
}

/** The task events of the scheduler (Lighthouse's list); one of them wraps each main-thread task. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

function label(event: TraceEvent): string {
  const data = (event.args?.data ?? {}) as Record<string, unknown>;
  const file = (url: unknown) => (typeof url === 'string' && url ? ` ${url.split('/').pop()?.split('?')[0]}` : '');
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile') return `${event.name}${file(data.url)}`;
  if (event.name === 'v8.evaluateModule') return `${event.name}${file((event.args as { data?: { url?: string } } | undefined)?.data?.url)}`;
  if (event.name === 'FunctionCall') return `FunctionCall ${String(data.functionName || '(anonymous)')}${file(data.url)}`;
  if (event.name === 'EventDispatch') return `EventDispatch ${String(data.type ?? '')}`;
  return event.name;
}

/** The renderer's main thread of the page: where its (last) first contentful paint was recorded. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number; fcpTs: number } {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!fcp) throw new Error('[bench] the trace has no firstContentfulPaint event (was the "loading" category on?)');
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && (e.args as { name?: string })?.name === 'CrRendererMain');
  return { pid: fcp.pid, tid: main?.tid ?? fcp.tid, fcpTs: fcp.ts };
}

/** The V8 sampling profile of one thread, from the trace's Profile and ProfileChunk events. */
export function profileOf(events: readonly TraceEvent[], pid: number, tid: number): SampledProfile {
  const frames = new Map<number, CallFrame>();
  const parents = new Map<number, number>();
  const samples: Sample[] = [];
  const heads = events.filter((e) => e.name === 'Profile' && e.pid === pid);
  const head = heads.find((e) => e.tid === tid) ?? (heads.length === 1 ? heads[0] : undefined);
  if (!head) return { frames, parents, samples };
  let at = Number((head.args as { data?: { startTime?: number } }).data?.startTime ?? head.ts);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === head.id)) {
    const data = (
      chunk.args as { data?: { cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] }; timeDeltas?: number[] } }
    ).data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      frames.set(node.id, node.callFrame);
      if (node.parent !== undefined) parents.set(node.id, node.parent);
    }
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((node, i) => {
      at += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: at, node, weightUs: 0 });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((sample, i) => (sample.weightUs = Math.max(0, (samples[i + 1]?.ts ?? sample.ts) - sample.ts)));
  return { frames, parents, samples };
}

/**
 * The page's main-thread tasks that start after its first contentful paint
 * and take at least `minCpuMs` of thread CPU, in order.
 */
export function tasksAfterFcp(events: readonly TraceEvent[], minCpuMs: number): PageTrace {
  const { pid, tid, fcpTs } = mainThread(events);
  const mine = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const profile = profileOf(events, pid, tid);
  // Outermost task events only: RunTask sits inside ThreadControllerImpl::RunTask when both categories are on.
  const tops: TraceEvent[] = [];
  for (const event of mine) {
    if (!TASK_NAMES.has(event.name)) continue;
    const last = tops.at(-1);
    if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
    tops.push(event);
  }
  const tasks: Task[] = [];
  for (const task of tops) {
    const end = task.ts + (task.dur ?? 0);
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    if (task.ts < fcpTs || cpuMs < minCpuMs) continue;
    // Direct children: the events inside the task that no other event inside it (but the task events) contains.
    const inside = new Map<string, number>();
    let childEnd = -1;
    for (const event of mine) {
      if (event.ts < task.ts || event.ts >= end || event === task || TASK_NAMES.has(event.name)) continue;
      if (event.ts < childEnd) continue;
      childEnd = event.ts + (event.dur ?? 0);
      const name = label(event);
      inside.set(name, (inside.get(name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    tasks.push({
      startMs: (task.ts - fcpTs) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      cpuMs,
      inside: [...inside].sort((a, b) => b[1] - a[1]),
      // A sample stands until the next one, and no longer than the task (idle follows the last one).
      samples: profile.samples.filter((s) => s.ts >= task.ts && s.ts < end).map((s) => ({ ...s, weightUs: Math.min(s.ts + s.weightUs, end) - s.ts })),
    });
  }
  return { fcpTs, tasks, profile };
}

/** Lighthouse's blocking time estimated from thread CPU: each task's CPU x `factor`, what is over 50 ms, summed. */
export function blockingEstimate(tasks: readonly Pick<Task, 'cpuMs'>[], factor: number): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * factor - 50), 0);
}

/** Per function, its self time and the time it was on the stack (µs), over the samples given. */
export function functionTimes(
  profile: SampledProfile,
  samples: readonly Sample[],
  name: (frame: CallFrame) => string,
): { self: Map<string, number>; total: Map<string, number> } {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const named = new Map<number, string>();
  const nameOf = (id: number) => {
    if (!named.has(id)) {
      const frame = profile.frames.get(id);
      named.set(id, frame ? name(frame) : '?');
    }
    return named.get(id) as string;
  };
  for (const sample of samples) {
    const leaf = nameOf(sample.node);
    self.set(leaf, (self.get(leaf) ?? 0) + sample.weightUs);
    const seen = new Set<string>();
    for (let at: number | undefined = sample.node; at !== undefined; at = profile.parents.get(at)) seen.add(nameOf(at));
    for (const key of seen) total.set(key, (total.get(key) ?? 0) + sample.weightUs);
  }
  return { self, total };
}
