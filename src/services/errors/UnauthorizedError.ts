import { ServiceError } from './ServiceError.ts';

/** HTTP 401: the session is gone (spec 4.3: stop services and log out). */
export class UnauthorizedError extends ServiceError {
  constructor(method: string, url: string) {
    super('unauthorized', method, url, 401, 'the session is no longer valid (HTTP 401)');
    this.name = 'UnauthorizedError';
  }
}
