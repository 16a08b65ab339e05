import axios, { type AxiosInstance } from 'axios';

/**
 * One axios instance for every call. It keeps answers as text so a malformed
 * body becomes a typed error instead of a silent string, and never throws on
 * a status: statuses are classified by callAdapter.
 */
/** `baseURL` is for Node tests only: in the browser our API paths are relative to the page. */
export function createHttpClient(options: { baseURL?: string } = {}): AxiosInstance {
  return axios.create({
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    withCredentials: false,
    // The anti-forgery header is ours (requestHeaders, spec 5: only to our API).
    // axios's own XSRF read goes through the asynchronous Cookie Store API
    // before each send, which held every page's calls back until the main
    // thread had rendered (30-140 ms at 4x throttle, docs/performance.md).
    withXSRFToken: false,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
}
