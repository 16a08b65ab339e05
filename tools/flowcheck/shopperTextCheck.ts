import type { FlowSet } from '../../src/model/flowSet.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import type { RegistryManifest } from './registryManifest.ts';

/**
 * Which values a shopper reads, by name: `text`, `label`, `heading`, `title`,
 * `message`... and any name ending in Label, Heading, Header, Legend, Text,
 * Title, Message or Option (ctaLabel, emptyText, monthlyOption). The same
 * names are used by component props, action arguments (notify's message),
 * decision results and error rows, so one rule covers them all.
 */
const shopperNames =
  /^(text|label|heading|title|message|description|legend|html|alt|caption|placeholder|hint)$|(Label|Heading|Header|Legend|Text|Title|Message|Option)$/;

/** Names that match the rule but hold a field name, not words (Form fields: which answer field labels an option). */
const machineNames = new Set(['optionLabel', 'optionValue']);

/** Logic and machine-facing parts: literals there are compared or sent, not shown. */
const skippedKeys = new Set(['when', 'logic', 'facts', 'examples', 'note', 'description', 'analytics', 'track', 'id', 'testId', '$schema']);

function isWords(value: unknown): value is string {
  return typeof value === 'string' && /\p{L}/u.test(value);
}

function issue(value: string, name: string, at: (string | number)[], keyPrefix: string): JourneyIssue {
  return {
    at,
    message: `shopper-facing text ${JSON.stringify(value)} written as a literal in "${name}": every word a shopper reads lives in flows/texts/ (one place to edit, translate and review). Fix: add e.g. "${keyPrefix}.${name}": ${JSON.stringify(value)} to a file in flows/texts/ and write { "text": "${keyPrefix}.${name}" }.`,
  };
}

/**
 * A component's prop schema may decide for a prop, whatever its name:
 * `"$comment": "shopper text"` makes every literal word under it reported,
 * `"$comment": "not shopper text"` none (e.g. a prop naming a data field).
 */
export type PropMark = (component: string, prop: string) => 'shopper' | 'machine' | null;

export function propMarksFrom(manifest: RegistryManifest): PropMark {
  return (component, prop) => {
    const comment = manifest.components[component]?.propsSchema.properties?.[prop]?.$comment;
    return comment === 'shopper text' ? 'shopper' : comment === 'not shopper text' ? 'machine' : null;
  };
}

interface Walk {
  keyPrefix: string;
  marks: PropMark;
  /** Under a prop its schema marks as shopper text: every literal word counts. */
  forced: boolean;
}

function walk(value: unknown, at: (string | number)[], name: string, context: Walk): JourneyIssue[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => walk(item, [...at, index], name, context));
  if (value === null || typeof value !== 'object') {
    const shopperFacing = context.forced || (shopperNames.test(name) && !machineNames.has(name));
    return shopperFacing && isWords(value) ? [issue(value, name, at, context.keyPrefix)] : [];
  }
  const record = value as Record<string, unknown>;
  // A text ref's key is a key, not words; its params are values like any other.
  if (typeof record.text === 'string' && Object.keys(record).every((key) => key === 'text' || key === 'params'))
    return walk(record.params ?? {}, [...at, 'params'], '', context);
  const component = typeof record.component === 'string' ? record.component : null;
  return Object.entries(record).flatMap(([key, item]) => {
    if (skippedKeys.has(key)) return [];
    if (component && key === 'props' && item !== null && typeof item === 'object') {
      return Object.entries(item as Record<string, unknown>).flatMap(([prop, propValue]) => {
        const mark = context.marks(component, prop);
        if (mark === 'machine') return [];
        return walk(propValue, [...at, key, prop], prop, { ...context, forced: context.forced || mark === 'shopper' });
      });
    }
    return walk(item, [...at, key], key, context);
  });
}

/**
 * Literal words under shopper-facing names anywhere in a flow document
 * (component props at any depth, page titles, action arguments, decision
 * results, error-row messages). `{ "text": key }` refs are the way in.
 */
export function checkShopperText(document: unknown, keyPrefix: string, marks: PropMark = () => null): JourneyIssue[] {
  return walk(document, [], '', { keyPrefix, marks, forced: false });
}

/** The text key prefix an analyst would use for a document: its journey or table id. */
export function textPrefixFor(flows: FlowSet, id: string): string {
  return flows.journeys[id] ? id : 'common';
}
