import { scopedOperators } from '../../logic/knownOperators.ts';
import { varPath } from '../../logic/varPaths.ts';
import type { OriginOf, Reference, ReferenceKind, ReferenceOrigin } from './reference.ts';

type Json = Record<string, unknown>;
type At = (string | number)[];

/** Which kind of name a fact path's first segment refers to, and how long the name is. */
const factHeads: Record<string, { kind: ReferenceKind; wholeRest?: boolean }> = {
  decisions: { kind: 'table' },
  redirects: { kind: 'table' },
  switches: { kind: 'switch' },
  lists: { kind: 'list' },
  settings: { kind: 'setting' },
  texts: { kind: 'text', wholeRest: true }, // text keys have dots of their own
  answers: { kind: 'adapter' },
  calls: { kind: 'adapter' },
};

/** The reference a fact path makes: decisions.x.view reads table x, user.signedIn is a plain fact. */
export function readOf(path: string, at: At): Reference {
  const [head = '', ...rest] = path.split('.');
  const known = factHeads[head];
  if (!known || rest.length === 0) return { kind: 'fact', name: path, use: 'reads', at, path };
  return { kind: known.kind, name: known.wholeRest ? rest.join('.') : (rest[0] ?? ''), use: 'reads', at, path };
}

/** The effect verbs (src/model/generated/flowTypes.ts Effect): the key that tells an effect's kind. */
const effectVerbs = ['call', 'goto', 'redirect', 'action', 'set', 'track'] as const;

/** What one object of the flows says by its shape: an effect, a text, a component, an event... */
function shapeReferences(value: Json, at: At): Reference[] {
  const found: Reference[] = [];
  const named = (key: string): string | undefined => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
  const add = (kind: ReferenceKind, name: string | undefined, use: Reference['use'], key: string): void => {
    if (name !== undefined) found.push({ kind, name, use, at: [...at, key] });
  };
  const verb = effectVerbs.find((key) => key in value && (key !== 'set' || 'to' in value));
  if (verb) add('effect', verb, 'runs', verb);
  const fact = named('fact');
  if (fact !== undefined) found.push(readOf(fact, [...at, 'fact']));
  add('text', named('text'), 'shows', 'text');
  add('component', named('component'), 'shows', 'component');
  add('event', named('event'), 'raises', 'event');
  add('page', named('link'), 'links', 'link');
  if (verb === 'call') {
    add('adapter', named('call'), 'calls', 'call');
    add('event', named('onDone'), 'onDone', 'onDone');
    add('event', named('onError'), 'onError', 'onError');
  }
  if (verb === 'goto') add('page', named('goto'), 'goes', 'goto');
  if (verb === 'redirect') add('list', named('allowHosts'), 'lists', 'allowHosts');
  if (verb === 'action') {
    add('action', named('action'), 'runs', 'action');
    const args = value.args as Json | undefined;
    if (args && typeof args.table === 'string') found.push({ kind: 'table', name: args.table, use: 'follows', at: [...at, 'args', 'table'] });
  }
  return found;
}

interface Walk {
  out: Reference[];
  originOf?: OriginOf;
  seenComposed: Set<string>;
}

function walk(value: unknown, at: At, scoped: boolean, origin: ReferenceOrigin | undefined, state: Walk): void {
  if (value === null || typeof value !== 'object') return;
  const here = state.originOf?.(value) ?? origin;
  if (here && here !== origin && here.kind !== 'other' && (origin?.kind !== here.kind || origin.id !== here.id)) {
    const key = `${here.kind}:${here.id}:${origin?.file ?? ''}`;
    if (!state.seenComposed.has(key)) {
      state.seenComposed.add(key);
      state.out.push({ kind: here.kind, name: here.id, use: 'composes', at, ...(origin ? { usedIn: origin.file } : {}) });
    }
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...at, index], scoped, here, state));
    return;
  }
  const object = value as Json;
  const keys = Object.keys(object);
  const operator = keys.length === 1 ? (keys[0] as string) : undefined;
  if (operator === 'var') {
    // Inside map/filter/all/none/some/reduce a var names a field of the item, not a fact.
    const path = varPath(object.var);
    if (!scoped && path !== null) state.out.push(readOf(path, [...at, 'var']));
    return;
  }
  if (operator !== undefined && scopedOperators.has(operator) && Array.isArray(object[operator])) {
    (object[operator] as unknown[]).forEach((arg, index) => walk(arg, [...at, operator, index], scoped || index > 0, here, state));
    return;
  }
  state.out.push(...shapeReferences(object, at));
  for (const key of keys) walk(object[key], [...at, key], scoped, here, state);
}

const walked = new WeakMap<object, readonly Reference[]>();

/**
 * Every reference inside a piece of (composed) flow: a page, a handler list, a
 * table row, a view node's `when`. Rules are walked as JSON Logic (a var in a
 * per-item scope is no fact); effects, texts, components, events and links are
 * known by their shape (src/model/generated/flowTypes.ts). With `originOf`
 * (the flow checker's source map), the fragments and layouts the value was
 * composed from are references too. In document order, as written. Flow data
 * is never changed after loading, so a walk without origins is remembered per
 * object (the test generator asks about the same pages many times).
 */
export function referencesIn(value: unknown, originOf?: OriginOf, at: At = []): readonly Reference[] {
  const cacheable = originOf === undefined && at.length === 0 && value !== null && typeof value === 'object';
  const known = cacheable ? walked.get(value) : undefined;
  if (known) return known;
  const state: Walk = { out: [], seenComposed: new Set(), ...(originOf ? { originOf } : {}) };
  walk(value, at, false, undefined, state);
  if (cacheable) walked.set(value, state.out);
  return state.out;
}
