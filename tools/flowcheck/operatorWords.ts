/**
 * Operators written as words or as another language's symbols ("equals", "&&"): no spelling is near "==", so
 * suggest.ts's nearest finds nothing and the analyst got no hint (analyst review). The operator meant, by the
 * word with case, spaces, "_" and "-" left out; null for any other name.
 */
const meantByWord: Record<string, string> = {
  equals: '==',
  equal: '==',
  eq: '==',
  is: '==',
  '=': '==',
  notequals: '!=',
  notequal: '!=',
  doesnotequal: '!=',
  isnot: '!=',
  ne: '!=',
  neq: '!=',
  '<>': '!=',
  not: '!',
  '&&': 'and',
  '||': 'or',
  greaterthan: '>',
  gt: '>',
  greaterthanorequal: '>=',
  atleast: '>=',
  gte: '>=',
  lessthan: '<',
  lt: '<',
  lessthanorequal: '<=',
  atmost: '<=',
  lte: '<=',
  contains: 'in',
  oneof: 'in',
  isoneof: 'in',
};

/** The operator a word or foreign symbol stands for ("not equals" → "!="), null for any other name. */
export function operatorForWord(written: string): string | null {
  return meantByWord[written.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}
