export type ServiceErrorKind = 'network' | 'timeout' | 'http' | 'malformed' | 'unauthorized' | 'refused';

/** Base of every failed service call: says which call, where, and what happened. */
export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status: number;

  constructor(kind: ServiceErrorKind, method: string, url: string, status: number, detail: string) {
    super(`${method} ${url} ${status === 0 ? '' : `${status} `}failed: ${detail}`);
    this.name = 'ServiceError';
    this.kind = kind;
    this.method = method;
    this.url = url;
    this.status = status;
  }
}
