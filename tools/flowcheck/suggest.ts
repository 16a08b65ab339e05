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

/** The closest known name for a near miss, as a hint: ` Did you mean "X"?` or "". */
export function didYouMean(name: string, known: Iterable<string>): string {
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
  return best !== null && bestScore <= limit ? ` Did you mean "${best}"?` : '';
}

/** A short list of known names, for hints when nothing is close. */
export function knownList(known: Iterable<string>, max = 12): string {
  const all = [...known].sort();
  const shown = all.slice(0, max).join(', ');
  return all.length > max ? `${shown}, ... (${all.length} in all)` : shown;
}
