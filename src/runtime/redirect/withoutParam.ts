/** pathname + search without one query parameter (spec 4.3: mtnFlow is not carried into goto). */
export function withoutParam(pathAndQuery: string, name: string): string {
  const url = new URL(pathAndQuery, 'http://local.invalid');
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}
