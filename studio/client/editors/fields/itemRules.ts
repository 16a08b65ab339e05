/** Why one entry cannot join a list; null when it can. Pure, so each rule is tested without a DOM. */
export type ItemRule = (raw: string, items: readonly (string | number)[]) => { ok: true; value: string | number } | { ok: false; message: string };

function unique(value: string | number, items: readonly (string | number)[]): string | null {
  return items.some((item) => String(item) === String(value)) ? `"${value}" is already in the list (each entry once).` : null;
}

/** Entries of a list as they are written: text, or numbers where the list holds numbers. */
export function plainItem(numbers: boolean): ItemRule {
  return (raw, items) => {
    const text = raw.trim();
    if (text === '') return { ok: false, message: 'Enter a value to add.' };
    if (numbers && !/^-?\d+(\.\d+)?$/.test(text)) return { ok: false, message: `"${text}" is not a number; this list holds numbers.` };
    const value = numbers ? Number(text) : text;
    const repeated = unique(value, items);
    return repeated ? { ok: false, message: repeated } : { ok: true, value };
  };
}

/** schemas/settings.schema.json hostList: host names such as www.carrier.example, never addresses. */
export const hostItem: ItemRule = (raw, items) => {
  const text = raw.trim().toLowerCase();
  if (text === '') return { ok: false, message: 'Enter a host name such as www.carrier.example.' };
  const asAddress = /^[a-z]+:\/\/([^/:?#]+)/.exec(text);
  if (asAddress) return { ok: false, message: `Write the host name only: "${asAddress[1]}", without "${text.slice(0, text.indexOf('//') + 2)}" or a path.` };
  if (!/^[a-z0-9.-]+$/.test(text) || !text.includes('.'))
    return { ok: false, message: `"${raw.trim()}" is not a host name. Write it like www.carrier.example (letters, digits, dots and dashes).` };
  const repeated = unique(text, items);
  return repeated ? { ok: false, message: repeated } : { ok: true, value: text };
};
