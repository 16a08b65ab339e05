import { ServiceError } from './ServiceError.ts';

/** No answer at all: offline, DNS, connection reset, CORS (spec 8: sub-event Network). */
export class NetworkError extends ServiceError {
  constructor(method: string, url: string, detail = 'the network request did not complete') {
    super('network', method, url, 0, detail);
    this.name = 'NetworkError';
  }
}
