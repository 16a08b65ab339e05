/**
 * A loader of code that loads on first use (issue 20 item 4: lazy actions, error assistance, the production captcha):
 * every call shares one load, and a load that fails is forgotten, so the next call tries again (a chunk lost to a
 * network blip, spec 8). Reporting a failure is the caller's: once per failed load when `load` itself reports.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
