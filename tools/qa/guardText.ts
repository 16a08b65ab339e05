import { varRulePath } from '../../src/logic/varPaths.ts';

const symbols: Record<string, string> = { '==': '==', '===': '==', '!=': '!=', '!==': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=', in: 'in' };

/** A JSON Logic guard as short readable text for a graph label: `decisions.x.row == 'y' and not ui.open`. */
export function guardText(rule: unknown): string {
  const path = varRulePath(rule);
  if (path !== null) return path;
  if (rule === null || typeof rule !== 'object') return JSON.stringify(rule).replace(/"/g, "'");
  if (Array.isArray(rule)) return `[${rule.map(guardText).join(', ')}]`;
  const [operator, raw] = Object.entries(rule)[0] ?? ['', []];
  const args = Array.isArray(raw) ? raw : [raw];
  if (operator === '!') return `not ${guardText(args[0])}`;
  if (operator === 'and' || operator === 'or') return args.map((arg) => guardText(arg)).join(` ${operator} `);
  const symbol = symbols[operator];
  if (symbol && args.length === 2) return `${guardText(args[0])} ${symbol} ${guardText(args[1])}`;
  if (operator === 'fragment') return `fragment ${String(args[0])}`;
  const text = `${operator}(${args.map(guardText).join(', ')})`;
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
