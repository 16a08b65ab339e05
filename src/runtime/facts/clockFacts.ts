import type { Facts } from '../../model/facts.ts';

/** Local time parts from a timestamp (the injectable clock's now). */
export function clockFacts(now: number): Facts['clock'] {
  const date = new Date(now);
  return { now, hour: date.getHours(), minute: date.getMinutes(), dayOfWeek: date.getDay() };
}
