import type { CallRequest, CallResult, ServiceCaller } from '../../src/services/serviceCaller.ts';

/** A service caller answering from a table, recording each request. */
export function fakeServices(answers: Record<string, CallResult | (() => CallResult | Promise<CallResult>)>): ServiceCaller & { requests: CallRequest[] } {
  const requests: CallRequest[] = [];
  return {
    requests,
    adapterNames: () => Object.keys(answers),
    async call(request) {
      requests.push(request);
      const answer = answers[request.adapter];
      if (!answer) throw new Error(`fakeServices: no answer for ${request.adapter}`);
      return typeof answer === 'function' ? answer() : answer;
    },
  };
}

export function ok(answer: unknown): CallResult {
  return { ok: true, answer, status: 200, headers: {} };
}
