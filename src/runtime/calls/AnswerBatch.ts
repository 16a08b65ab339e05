import { runInAction } from 'mobx';

/**
 * Issue 20 item 3: the answers of a page view are applied a frame at a time.
 * Each answer's work (its facts, the error table's rows, onDone / onError) is
 * queued in arrival order and run at the next frame (`nextFrame`, the frames
 * port), all in one MobX action, so the page renders once per frame and not
 * once per answer. A handler that changes the page ends the action there:
 * the page entry runs (a new page token) before the answers still queued, as
 * when each answer came as its own task, so they are the old page's late
 * answers. Without `nextFrame` (tests, the pre-render) each runs at once.
 */
export class AnswerBatch {
  private queue: (() => void)[] = [];
  private readonly nextFrame: ((flush: () => void) => void) | undefined;
  private readonly pageOf: () => unknown;

  constructor(nextFrame: ((flush: () => void) => void) | undefined, pageOf: () => unknown) {
    this.nextFrame = nextFrame;
    this.pageOf = pageOf;
  }

  /**
   * Runs `work` with the frame's other answers, then `then` with its value,
   * and resolves to the value (rejects with what either threw). Without
   * frames, runs `work` at once and returns its value as it is (`then` is the
   * caller's to run), so the call path keeps the timing it had.
   */
  apply<T>(work: () => T, then?: (value: T) => void): T | Promise<T> {
    if (!this.nextFrame) return work();
    return new Promise<T>((resolve, reject) => {
      const run = (): void => {
        try {
          const value = work();
          then?.(value);
          resolve(value);
        } catch (error) {
          reject(error);
        }
      };
      if (this.queue.push(run) === 1) this.nextFrame?.(() => this.flush());
    });
  }

  private flush(): void {
    const queue = this.queue;
    this.queue = [];
    for (let next = 0; next < queue.length;) {
      const page = this.pageOf();
      runInAction(() => {
        while (next < queue.length && this.pageOf() === page) queue[next++]?.();
      });
    }
  }
}
