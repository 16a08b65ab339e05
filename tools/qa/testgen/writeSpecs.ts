import { formatFlowJson } from '../../format/compactJson.ts';
import type { FlowCase, UnexpressedCase } from './flowCase.ts';

export interface SpecGroup {
  /** File name under e2e/generated/, e.g. `decision-savingsLanding.cases.json`. */
  file: string;
  /** The flow file the cases come from. */
  source: string;
  cases: FlowCase[];
}

/** Blocks that fit on a line this wide stay on one line. */
const caseLineWidth = 140;

/** What a case file holds: where its cases come from, and the cases as data. */
export interface CaseFile {
  generated: string;
  source: string;
  cases: FlowCase[];
}

/**
 * One generated case file: the cases as data, in the flows' compact layout
 * so a case reads on a screen (set-up, steps, expectations a line or a few
 * each). e2e/flow-cases.spec.ts runs every case file of e2e/generated/.
 */
export function caseFileText(group: SpecGroup): string {
  const file: CaseFile = {
    generated: `by npm run flows:tests from ${group.source}: do not edit, change the flows and run it again`,
    source: group.source,
    cases: group.cases,
  };
  return formatFlowJson(file, caseLineWidth);
}

/** e2e/generated/README.md: counts, and every case the generator could not express with the reason. */
export function readmeText(groups: readonly SpecGroup[], unexpressed: readonly UnexpressedCase[]): string {
  const generated = groups.reduce((sum, group) => sum + group.cases.length, 0);
  const lines = [
    '# Generated e2e cases (`npm run flows:tests`)',
    '',
    'Generated from the flows: do not edit. Run `npm run flows:tests` after changing a flow; `npm run flows:tests -- --check` (part of `npm test`) fails when these files drift. See tools/qa/README.md.',
    '',
    `${generated} cases in ${groups.length} case files (run by e2e/flow-cases.spec.ts); ${unexpressed.length} cases cannot be expressed as a browser test:`,
    '',
    '| case | why not |',
    '|---|---|',
    ...unexpressed.map((item) => `| ${item.title.replace(/\|/g, '\\|')} | ${item.reason.replace(/\|/g, '\\|')} |`),
    '',
  ];
  return lines.join('\n');
}
