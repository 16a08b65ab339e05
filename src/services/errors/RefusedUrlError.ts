import { ServiceError } from './ServiceError.ts';

/** We refused to send the request: the URL was not our API's. */
export class RefusedUrlError extends ServiceError {
  constructor(method: string, url: string, reason: string) {
    super('refused', method, url, 0, reason);
    this.name = 'RefusedUrlError';
  }
}
