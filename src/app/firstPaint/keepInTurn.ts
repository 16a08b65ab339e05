import { reaction } from 'mobx';
import { yieldToBrowser } from './yieldToBrowser.ts';

/**
 * Computes each of `reads` (MobX computeds, each reading those before it) in a task of its own, in order, and keeps
 * them observed until the returned function is called, so later readers get them as they are (issue 20 item 4: a
 * start-up task over 50 ms at Lighthouse's 4x CPU is blocking time). Resolves once the last one is computed.
 */
export async function keepInTurn(reads: readonly (() => unknown)[]): Promise<() => void> {
  const kept: (() => void)[] = [];
  for (const [i, read] of reads.entries()) {
    if (i > 0) await yieldToBrowser();
    kept.push(reaction(read, () => undefined));
  }
  return () => kept.forEach((dispose) => dispose());
}
