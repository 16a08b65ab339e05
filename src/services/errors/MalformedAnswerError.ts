import { ServiceError } from './ServiceError.ts';

/** The answer was not JSON, or not of the shape in schemas/answers. */
export class MalformedAnswerError extends ServiceError {
  constructor(method: string, url: string, status: number, detail: string) {
    super('malformed', method, url, status, `the answer is malformed: ${detail}`);
    this.name = 'MalformedAnswerError';
  }
}
