/** schemas/texts.schema.json propertyNames: an area, a dot, then words (common.goBack, sales.cart.heading). */
const keyShape = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;

/** The {name} placeholders of a text, in order, each once (src/engine/resolveValue.ts fillText fills them). */
export function textParams(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([a-zA-Z0-9]+)\}/g)].map((match) => match[1] as string))];
}

/**
 * Why a new key cannot be added; null when it can. A key is written once in all
 * of flows/texts/: the runtime would keep one of two silently, so the second is refused.
 */
export function newKeyProblem(key: string, path: string, ownKeys: readonly string[], allKeys: Readonly<Record<string, string>>): string | null {
  if (key === '') return 'Enter a key such as sales.cart.heading.';
  if (!keyShape.test(key)) return `"${key}" is not a text key: write an area and a name joined by dots, letters and digits only, e.g. sales.cart.heading.`;
  if (ownKeys.includes(key)) return `"${key}" is already written in this file. Each key is written once: edit that text instead.`;
  const elsewhere = allKeys[key];
  if (elsewhere !== undefined && elsewhere !== path)
    return `"${key}" is already written in ${elsewhere}. Each key is written once in flows/texts/: edit it there, or choose another key.`;
  return null;
}
