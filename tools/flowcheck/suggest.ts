function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, previous + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] as number;
}

/** The closest known name to `name` when it is a near miss (a few letters off), else null. */
export function nearest(name: string, known: Iterable<string>): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  for (const candidate of known) {
    const score = distance(name, candidate);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  const limit = Math.max(2, Math.floor(name.length / 3));
  return best !== null && bestScore <= limit ? best : null;
}

/** The closest known name for a near miss, as a hint: ` Did you mean "X"?` or "". */
export function didYouMean(name: string, known: Iterable<string>): string {
  return hintFor(nearest(name, known));
}

/** ` Did you mean "X"?` for a name found by nearest, "" for none. */
export const hintFor = (meant: string | null): string => (meant === null ? '' : ` Did you mean "${meant}"?`);

/** The near miss of a name written whole at a problem's place (problem.ts NearMiss), as a field to spread into the issue. */
export const nearMissField = (written: string, meant: string | null): { nearMiss?: { written: string; meant: string } } =>
  meant === null || meant === written ? {} : { nearMiss: { written, meant } };

/** A short list of known names, for hints when nothing is close. */
export function knownList(known: Iterable<string>, max = 12): string {
  const all = [...known].sort();
  const shown = all.slice(0, max).join(', ');
  return all.length > max ? `${shown}, ... (${all.length} in all)` : shown;
}
