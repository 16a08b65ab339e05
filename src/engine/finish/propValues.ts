/**
 * Readers for the props a finisher is given (resolved flow values, unknown
 * until read): a text, or '' when the flow gave none; a list of rows, or none.
 * One place for every finisher in this folder.
 */
export type Row = Record<string, unknown>;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
