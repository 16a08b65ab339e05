/**
 * Picks answers "in turn, the last one repeats" (contracts 4). One counter
 * per key; the owner resets it when the answers it counts change, so a new
 * list starts from its first answer.
 */
export class TurnCounter {
  readonly #counts = new Map<string, number>();

  /** The answer for this request, advancing the key's count. Undefined only for an empty list. */
  next<T>(key: string, answers: readonly T[]): T | undefined {
    const count = this.#counts.get(key) ?? 0;
    this.#counts.set(key, count + 1);
    return answers[Math.min(count, answers.length - 1)];
  }

  reset(): void {
    this.#counts.clear();
  }
}

/** One answer or a list of them, as a list. */
export function asList<T>(value: T | readonly T[]): readonly T[] {
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}
