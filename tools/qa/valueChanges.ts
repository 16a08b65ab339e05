import type { FlowSet, SwitchDefinition } from '../../src/model/flowSet.ts';
import type { Language } from '../../src/model/language.ts';
import { settingTypeName, settingValueSaid } from './settingWords.ts';

/**
 * The lines of flows:diff (issue 11 item 5) for the named values an analyst
 * edits: lists, switches, settings and texts in every language, said in
 * words (the studio's Changes panel shows them, issue 19 item 7): a switch
 * "turned off by default", a list's items added and removed by name, a
 * setting by its declared type (settingWords.ts: "2000 milliseconds
 * (2 seconds)", "turned on", hosts added), the Spanish words beside the
 * English ones (docs/requirements.md "Languages").
 */

/** The name a line gives each translated language; a new language fails the typecheck until it has one. */
const languageNames: Record<Exclude<Language, 'en'>, string> = { es: 'Spanish' };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const shown = (value: unknown): string => JSON.stringify(value);

/** Each name in either version, in the order first seen. */
function namesOf(before: object, after: object): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])];
}

/** The items of `from` not matched one for one in `against` (an item listed twice counts twice). */
function missingFrom(from: readonly (string | number)[], against: readonly (string | number)[]): (string | number)[] {
  const left = [...against];
  return from.filter((item) => {
    const at = left.indexOf(item);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/** The items added and removed by name, or that only their order changed. */
function itemChanges(old: readonly (string | number)[], now: readonly (string | number)[]): string {
  const added = missingFrom(now, old).map((item) => `${shown(item)} added`);
  const removed = missingFrom(old, now).map((item) => `${shown(item)} removed`);
  const changes = [...added, ...removed];
  return changes.length > 0 ? changes.join(', ') : 'same items, order changed';
}

export function listChanges(before: FlowSet['lists'], after: FlowSet['lists']): string[] {
  const lines: string[] = [];
  for (const name of namesOf(before, after)) {
    const old = before[name];
    const now = after[name];
    if (!now) lines.push(`list ${name} removed`);
    else if (!old) lines.push(`list ${name} added: ${now.map(shown).join(', ') || 'no items'}`);
    else if (!same(old, now)) lines.push(`list ${name}: ${itemChanges(old, now)}`);
  }
  return lines;
}

const onOff = (on: boolean): string => (on ? 'on' : 'off');

export function switchChanges(before: FlowSet['switches'], after: FlowSet['switches']): string[] {
  const lines: string[] = [];
  for (const name of namesOf(before, after)) {
    const old: SwitchDefinition | undefined = before[name];
    const now: SwitchDefinition | undefined = after[name];
    if (!now) lines.push(`switch ${name} removed`);
    else if (!old) lines.push(`switch ${name} added, ${onOff(now.default)} by default`);
    else {
      if (old.default !== now.default) lines.push(`switch ${name} turned ${onOff(now.default)} by default`);
      if (old.description !== now.description) lines.push(`switch ${name} description changed: ${shown(old.description)} -> ${shown(now.description)}`);
    }
  }
  return lines;
}

/** A setting's new value in words: an on/off one turned, a host list's hosts by name, any other from -> to. */
function settingChange(name: string, old: unknown, now: unknown): string {
  const type = settingTypeName(name);
  if (type === 'flag' && typeof now === 'boolean' && typeof old === 'boolean') return `setting ${name} turned ${onOff(now)}`;
  if (type === 'hostList' && Array.isArray(old) && Array.isArray(now)) return `setting ${name}: ${itemChanges(old, now)}`;
  return `setting ${name} changed: ${settingValueSaid(name, old)} -> ${settingValueSaid(name, now)}`;
}

export function settingChanges(before: FlowSet['settings'], after: FlowSet['settings']): string[] {
  const lines: string[] = [];
  for (const name of namesOf(before, after)) {
    if (!(name in after)) lines.push(`setting ${name} removed`);
    else if (!(name in before)) lines.push(`setting ${name} added: ${settingValueSaid(name, after[name])}`);
    else if (!same(before[name], after[name])) lines.push(settingChange(name, before[name], after[name]));
  }
  return lines;
}

/** `label` is "text" for English, "Spanish text" for flows/texts/es/. */
function textChanges(label: string, before: Record<string, string>, after: Record<string, string>): string[] {
  const lines: string[] = [];
  for (const key of namesOf(before, after)) {
    if (!(key in after)) lines.push(`${label} ${key} removed`);
    else if (!(key in before)) lines.push(`${label} ${key} added: ${shown(after[key])}`);
    else if (before[key] !== after[key]) lines.push(`${label} ${key} changed: ${shown(before[key])} -> ${shown(after[key])}`);
  }
  return lines;
}

/** English texts, then each translated language's. */
export function allTextChanges(before: FlowSet, after: FlowSet): string[] {
  const lines = textChanges('text', before.texts, after.texts);
  for (const [language, name] of Object.entries(languageNames))
    lines.push(...textChanges(`${name} text`, before.translations?.[language] ?? {}, after.translations?.[language] ?? {}));
  return lines;
}
