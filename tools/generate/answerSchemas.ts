import { readdirSync, readFileSync } from 'node:fs';
import { repoPath } from '../repoPath.ts';

/** Answer schemas are schemas/answers/<adapterName>.schema.json; common.schema.json holds shared parts. */
export function answerSchemaNames(): string[] {
  return readdirSync(repoPath('schemas/answers'))
    .filter((file) => file.endsWith('.schema.json') && file !== 'common.schema.json')
    .map((file) => file.replace(/\.schema\.json$/, ''))
    .sort();
}

export function readAnswerSchema(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(repoPath(`schemas/answers/${name}.schema.json`), 'utf8')) as Record<string, unknown>;
}
