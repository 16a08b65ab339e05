/** Parses a JSON answer body; an empty body is an empty answer. Throws SyntaxError on bad JSON. */
export function parseAnswer(body: unknown): unknown {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'string') return body;
  if (body.trim() === '') return {};
  return JSON.parse(body) as unknown;
}

export function tryParseAnswer(body: unknown): unknown {
  try {
    return parseAnswer(body);
  } catch {
    return undefined;
  }
}
