import axios, { type AxiosInstance } from 'axios';

/**
 * One axios instance for every call. It keeps answers as text so a malformed
 * body becomes a typed error instead of a silent string, and never throws on
 * a status: statuses are classified by callAdapter.
 */
export function createHttpClient(): AxiosInstance {
  return axios.create({
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    withCredentials: false,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
}
