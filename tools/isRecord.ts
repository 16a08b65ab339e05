/**
 * A JSON object as flow files and tool inputs hold them: not null and not an array, which `typeof` calls objects too.
 * One guard for the checker, the test generator and the studio, so that "an object" means the same in each of them;
 * a walker that steps into arrays as well tests `typeof value === 'object'` itself.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
