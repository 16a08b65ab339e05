import { ServiceError } from './ServiceError.ts';

export class TimeoutError extends ServiceError {
  constructor(method: string, url: string, timeoutMs: number) {
    super('timeout', method, url, 0, `no answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}
