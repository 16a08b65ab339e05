import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { RegistryManifest } from '../../flowcheck/registryManifest.ts';
import { decisionCases } from './decisionCases.ts';
import { errorCases } from './errorCases.ts';
import { redirectCases } from './redirectCases.ts';
import { pageCases } from './pageCases.ts';
import type { CaseOutcome, UnexpressedCase } from './flowCase.ts';
import { caseFileText, readmeText, type SpecGroup } from './writeSpecs.ts';

/** Table id -> its file (`flows/decisions/savings-landing.json`), so a generated spec names where its cases come from. */
function filesById(flowsDir: string, folder: string): Map<string, string> {
  const out = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(join(flowsDir, folder)).filter((name) => name.endsWith('.json'));
  } catch {
    return out;
  }
  for (const name of names) {
    const id = (JSON.parse(readFileSync(join(flowsDir, folder, name), 'utf8')) as { id?: unknown }).id;
    if (typeof id === 'string') out.set(id, `flows/${folder}/${name}`);
  }
  return out;
}

/** Every generated file (name -> text, before formatting) and the counts the CLI prints. */
export function generateCases(
  flows: FlowSet,
  manifest: RegistryManifest,
  flowsDir: string,
): { files: Map<string, string>; generated: number; unexpressed: UnexpressedCase[] } {
  const groups: SpecGroup[] = [];
  const unexpressed: UnexpressedCase[] = [];
  /** One case file from a table's or journey's outcomes; the unexpressed ones go to the README list. */
  const add = (file: string, source: string, outcomes: CaseOutcome[]): void => {
    const cases = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.flowCase] : []));
    unexpressed.push(...outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.unexpressed])));
    if (cases.length > 0) groups.push({ file, source, cases });
  };
  const sourceOf = (folder: string) => {
    const files = filesById(flowsDir, folder);
    return (id: string) => files.get(id) ?? `flows/${folder} (${id})`;
  };
  const decisionSource = sourceOf('decisions');
  for (const table of Object.values(flows.decisions)) {
    const source = decisionSource(table.id);
    add(`decision-${table.id}.cases.json`, source, decisionCases(table, source, flows, manifest));
  }
  const errorSource = sourceOf('errors');
  for (const table of Object.values(flows.errorTables)) {
    const source = errorSource(table.id);
    add(`error-${table.id}.cases.json`, source, errorCases(table, source, flows, manifest));
  }
  const redirectSource = sourceOf('redirects');
  for (const table of Object.values(flows.redirectTables)) {
    const source = redirectSource(table.id);
    add(`redirect-${table.id}.cases.json`, source, redirectCases(table, source, flows, manifest));
  }
  for (const [journeyId, outcomes] of pageCases(flows, manifest)) add(`pages-${journeyId}.cases.json`, `flows/journeys/${journeyId}.json`, outcomes);
  const files = new Map(groups.map((group) => [group.file, caseFileText(group)]));
  files.set('README.md', readmeText(groups, unexpressed));
  return { files, generated: groups.reduce((sum, group) => sum + group.cases.length, 0), unexpressed };
}
