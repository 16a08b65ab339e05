/** Spec 7: the data-layer answer is vzdl data, vzwDL data, or the data itself. Pure. */
export function dataLayerOf(answer: unknown): Record<string, unknown> {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return {};
  const root = answer as Record<string, unknown>;
  for (const key of ['vzdl', 'vzwDL'] as const) {
    const inner = root[key];
    if (inner !== null && typeof inner === 'object' && !Array.isArray(inner)) return inner as Record<string, unknown>;
  }
  const { errors: _errors, goToUrl: _goToUrl, ...data } = root;
  return data;
}
