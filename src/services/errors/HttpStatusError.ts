import { ServiceError } from './ServiceError.ts';

/** The service answered with a non-2xx status (401 has its own class). */
export class HttpStatusError extends ServiceError {
  /** The parsed body when it was JSON, so error ids inside it still count. */
  readonly body: unknown;

  constructor(method: string, url: string, status: number, body: unknown) {
    super('http', method, url, status, `the service answered HTTP ${status}`);
    this.name = 'HttpStatusError';
    this.body = body;
  }
}
