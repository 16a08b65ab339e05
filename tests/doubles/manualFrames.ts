import type { FramePort } from '../../src/model/ports.ts';

/**
 * A frames port whose frames come only when the test says so: `frame()` runs
 * what waits for the next frame (answers, AnswerBatch), `paint()` what waits
 * for the frame to have painted and the page to be idle (the data-layer read, the chat check).
 */
export function manualFrames(): FramePort & { frame(): void; paint(): void; waiting(): number } {
  let nextFrame: (() => void)[] = [];
  let painted: (() => void)[] = [];
  return {
    next: (callback) => void nextFrame.push(callback),
    idleAfterPaint: (callback) => void painted.push(callback),
    frame() {
      const due = nextFrame;
      nextFrame = [];
      due.forEach((callback) => callback());
    },
    paint() {
      const due = painted;
      painted = [];
      due.forEach((callback) => callback());
    },
    waiting: () => nextFrame.length + painted.length,
  };
}
