import type { FlowSet } from '../../src/model/flowSet.ts';
import type { JourneyIssue } from './journeyCheck.ts';

/**
 * Which values a shopper reads, by name: `text`, `label`, `heading`, `title`,
 * `message`... and any name ending in Label, Heading, Header, Legend, Text,
 * Title, Message or Option (ctaLabel, emptyText, monthlyOption). The same
 * names are used by component props, action arguments (notify's message),
 * decision results and error rows, so one rule covers them all.
 */
const shopperNames = /^(text|label|heading|title|message|description|legend|html|alt|caption|placeholder|hint)$|(Label|Heading|Header|Legend|Text|Title|Message|Option)$/;

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
 * Literal words under shopper-facing names anywhere in a flow document
 * (component props at any depth, page titles, action arguments, decision
 * results, error-row messages). `{ "text": key }` refs are the way in.
 */
export function checkShopperText(document: unknown, keyPrefix: string, at: (string | number)[] = [], name = ''): JourneyIssue[] {
  if (Array.isArray(document)) return document.flatMap((item, index) => checkShopperText(item, keyPrefix, [...at, index], name));
  if (document === null || typeof document !== 'object') return shopperNames.test(name) && !machineNames.has(name) && isWords(document) ? [issue(document, name, at, keyPrefix)] : [];
  const record = document as Record<string, unknown>;
  // A text ref's key is a key, not words; its params are values like any other.
  if (typeof record.text === 'string' && Object.keys(record).every((key) => key === 'text' || key === 'params')) return checkShopperText(record.params ?? {}, keyPrefix, [...at, 'params']);
  return Object.entries(record).flatMap(([key, value]) => (skippedKeys.has(key) ? [] : checkShopperText(value, keyPrefix, [...at, key], key)));
}

/** The text key prefix an analyst would use for a document: its journey or table id. */
export function textPrefixFor(flows: FlowSet, id: string): string {
  return flows.journeys[id] ? id : 'common';
}
