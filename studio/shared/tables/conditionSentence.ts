import { varRulePath } from '../../../src/logic/varPaths.ts';
import { guardText } from '../../../tools/qa/guardText.ts';

/**
 * A JSON Logic condition as a sentence an analyst reads in the grid:
 * `{"and": [{"==": [{"var": "device.type"}, "mobile"]}, {"var": "user.signedIn"}]}`
 * is "device type is mobile and the shopper is signed in". Operators it has
 * no words for fall back to tools/qa/guardText.ts (the graph labels), so a
 * sentence is never empty and never hides a part of the rule.
 */

/** "signedIn" -> "signed in", "errors.0.errorCode" -> "errors 0 error code". */
export function words(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]/g, ' ')
    .toLowerCase();
}

/** How a fact path reads: `user.role` -> "the shopper's role", `switches.FF_X` -> "switch FF_X". */
export function factLabel(path: string): string {
  const [root = '', ...rest] = path.split('.');
  const tail = rest.map(words).join(' ');
  switch (root) {
    case 'user':
      return tail ? `the shopper's ${tail}` : 'the shopper';
    case 'switches':
      return `switch ${rest.join('.')}`;
    case 'lists':
      return `list ${rest.join('.')}`;
    case 'settings':
      return `setting ${rest.join('.')}`;
    case 'texts':
      return `text ${rest.join('.')}`;
    case 'decisions':
      return `decision ${rest[0] ?? ''}${rest.length > 1 ? ` ${rest.slice(1).map(words).join(' ')}` : ''}`;
    case 'answers':
    case 'calls':
      return `${rest[0] ?? ''} ${root === 'answers' ? 'answer' : 'call'}${rest.length > 1 ? ` ${rest.slice(1).map(words).join(' ')}` : ''}`;
    default:
      return [words(root), tail].filter(Boolean).join(' ');
  }
}

/** A bare fact used as a condition: "the shopper is signed in", "switch FF_X is on". */
function truthOf(path: string, negated: boolean): string {
  const [root = '', ...rest] = path.split('.');
  if (root === 'user' && rest.length === 1) return `the shopper is ${negated ? 'not ' : ''}${words(rest[0] as string)}`;
  if (root === 'switches') return `${factLabel(path)} is ${negated ? 'off' : 'on'}`;
  return `${factLabel(path)} is ${negated ? 'not ' : ''}true`;
}

/**
 * A clause just added by "Add a clause" reads `{"var": ""}` until its fact is picked: said so, not as nothing
 * ("Shown when is “”." read as a broken sentence in the pages view and the rows grid).
 */
const noFactYet = 'a fact not picked yet';

function valueText(value: unknown): string {
  const path = varRulePath(value);
  if (path !== null) return path === '' ? noFactYet : factLabel(path);
  if (typeof value === 'string') return /^[\w.-]+$/.test(value) ? value : `“${value}”`;
  if (value === null) return 'nothing';
  if (Array.isArray(value)) return value.map(valueText).join(value.some((item) => varRulePath(item) !== null) ? ' or ' : ', ');
  if (typeof value === 'object') {
    const [operator, raw] = Object.entries(value as object)[0] ?? [];
    if (operator === 'lower') return `${valueText(raw)} (any case)`;
    return guardText(value);
  }
  return String(value);
}

/** A list operand: "one of a, b" for a written list, "in list X" for a list fact. */
function listText(list: unknown): string {
  if (Array.isArray(list)) return list.length === 1 ? valueText(list[0]) : `one of ${valueText(list)}`;
  const path = varRulePath(list);
  return path !== null && path.startsWith('lists.') ? `on ${factLabel(path)}` : `in ${valueText(list)}`;
}

/** What containsAny looks for: "15412", "any of a, b", "an entry of list X". */
function needlesText(needles: unknown): string {
  if (Array.isArray(needles)) return needles.length === 1 ? valueText(needles[0]) : `any of ${valueText(needles)}`;
  const path = varRulePath(needles);
  return path !== null && path.startsWith('lists.') ? `an entry of ${factLabel(path)}` : `any of ${valueText(needles)}`;
}

const comparisons: Record<string, string> = {
  '==': 'is',
  '===': 'is',
  '!=': 'is not',
  '!==': 'is not',
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is more than',
  '>=': 'is at least',
};

function operatorEntry(rule: unknown): [string, unknown[]] | null {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return null;
  const entries = Object.entries(rule);
  if (entries.length !== 1) return null;
  const [operator, raw] = entries[0] as [string, unknown];
  return [operator, Array.isArray(raw) ? raw : [raw]];
}

function negation(rule: unknown): string {
  const path = varRulePath(rule);
  if (path !== null) return truthOf(path, true);
  const entry = operatorEntry(rule);
  if (entry?.[0] === 'isEmpty') return `${valueText(entry[1][0])} is not empty`;
  if (entry?.[0] === 'in' && (Array.isArray(entry[1][1]) || varRulePath(entry[1][1])?.startsWith('lists.')))
    return `${valueText(entry[1][0])} is not ${listText(entry[1][1])}`;
  return `not (${conditionSentence(rule)})`;
}

export function conditionSentence(rule: unknown, nested = false): string {
  if (rule === undefined) return 'always';
  if (rule === true) return 'always';
  if (rule === false || rule === null) return 'never (no condition yet)';
  const path = varRulePath(rule);
  if (path !== null) return truthOf(path, false);
  const entry = operatorEntry(rule);
  if (!entry) return guardText(rule);
  const [operator, args] = entry;
  if (operator === 'and' || operator === 'or') {
    const joined = args.map((arg) => conditionSentence(arg, true)).join(` ${operator} `);
    return nested && args.length > 1 ? `(${joined})` : joined;
  }
  if (operator === '!') return negation(args[0]);
  if (operator === '!!') return `${valueText(args[0])} is set`;
  if (operator === 'isEmpty') return `${valueText(args[0])} is empty`;
  const comparison = comparisons[operator];
  if (comparison && args.length === 2) return `${valueText(args[0])} ${comparison} ${valueText(args[1])}`;
  if (comparison && args.length === 3) return `${valueText(args[1])} is between ${valueText(args[0])} and ${valueText(args[2])}`;
  if (operator === 'in') {
    const [needle, list] = args;
    return Array.isArray(list) || varRulePath(list)?.startsWith('lists.')
      ? `${valueText(needle)} is ${listText(list)}`
      : `${valueText(list)} contains ${valueText(needle)}`;
  }
  if (operator === 'containsAny') return `${valueText(args[0])} contains ${needlesText(args[1])}`;
  if (operator === 'startsWith') return `${valueText(args[0])} starts with ${valueText(args[1])}`;
  if (operator === 'httpsHostIn') return `${valueText(args[0])} is an https address on ${valueText(args[1])}`;
  return guardText(rule);
}
