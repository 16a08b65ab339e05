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
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
}
