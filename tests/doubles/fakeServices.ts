import type { CallRequest, CallResult, ServiceTransport } from '../../src/services/transport.ts';

type Answer = CallResult | (() => CallResult | Promise<CallResult>);

/**
 * A service transport answering from a table, recording each request. A call to
 * an adapter not in the table throws, unless the test names an `otherwise`
 * answer for every other adapter (page renders that only care about a few calls).
 */
export function fakeServices(answers: Record<string, Answer>, options: { otherwise?: CallResult } = {}): ServiceTransport & { requests: CallRequest[] } {
  const requests: CallRequest[] = [];
  return {
    requests,
    adapterNames: () => Object.keys(answers),
    async call(request) {
      requests.push(request);
      const answer = answers[request.adapter] ?? options.otherwise;
      if (!answer) throw new Error(`fakeServices: no answer for ${request.adapter}`);
      return typeof answer === 'function' ? answer() : answer;
    },
  };
}

export function ok(answer: unknown): CallResult {
  return { ok: true, answer, status: 200, headers: {} };
}
