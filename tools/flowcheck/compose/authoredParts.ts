import { isRecord } from '../../isRecord.ts';
import type { FlowFile } from '../flowFile.ts';

/** Authored flow data before composition (schemas/journey, page, layout, fragment). Shapes are loose: the schemas checked them. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface AuthoredPage {
  journey: string;
  id: string;
  data: JsonObject;
  file: FlowFile;
  /** Path of the page inside its file: [] for a page file, ['pages', id] inside a journey. */
  at: (string | number)[];
}

export interface AuthoredFile {
  file: FlowFile;
  data: JsonObject;
}

export interface AuthoredParts {
  journeys: Map<string, AuthoredFile>;
  pageFiles: AuthoredFile[];
  layouts: Map<string, AuthoredFile>;
  fragments: Map<string, AuthoredFile>;
}

/** The one key that makes an object a reference of this kind, e.g. {"fragment": "x", "params": {...}}. */
export function refOf(value: unknown, key: 'fragment' | 'param' | 'link' | 'slot'): string | null {
  return isRecord(value) && typeof value[key] === 'string' ? (value[key] as string) : null;
}
