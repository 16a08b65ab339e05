/**
 * Issue 21 item 5: the README's worked examples for analysts (add a page,
 * change a rule, a text, a switch) work exactly as printed. Each step is
 * written in one of three forms the README explains:
 *   Create `file`:                                  + a json block (the whole file)
 *   In `file`[, under `text`], replace `this` with: + a json block (replaces the first `this` after `text`)
 *   In `file`[, under `text`], add after `line`:    + a json block (lines inserted after that line)
 * The steps of one example are applied to a copy of flows/, which must then
 * pass flows:check and be in the house format (flows:format -- --check).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectFlowPaths } from '../../tools/flowcheck/flowFile.ts';
import { formatFlowJson } from '../../tools/format/compactJson.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { flowsCopy, problemsOf, removeFlowsCopies } from '../flowcheck/flowsCopy.ts';

afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 60_000 });

interface Step {
  file: string;
  kind: 'create' | 'replace' | 'add after';
  under?: string;
  anchor?: string;
  block: string;
}

const readme = readFileSync(repoPath('README.md'), 'utf8');
const analysts = readme.split(/^## For analysts/m)[1]?.split(/^## For developers/m)[0] ?? '';
const STEP =
  /^(?:\*\*[^*\n]+\*\* )?(?:Create `(?<created>[^`]+)`:|In `(?<file>[^`]+)`(?:, under `(?<under>[^`]+)`)?, (?<kind>replace|add after) `(?<anchor>[^`]+)`(?: with)?:)\n\n```json\n(?<block>[\s\S]*?)```/gm;

function stepsIn(text: string): Step[] {
  return [...text.matchAll(STEP)].map((match) => {
    const groups = match.groups ?? {};
    if (groups.created) return { file: groups.created, kind: 'create', block: groups.block ?? '' };
    return { file: groups.file ?? '', kind: groups.kind as Step['kind'], under: groups.under, anchor: groups.anchor, block: groups.block ?? '' };
  });
}

/** The worked examples: chunks of the analyst section that start at a heading or a bold lead-in and hold steps. */
const examples = analysts
  .split(/^(?=#{3,4} |\*\*[A-Z][^*\n]*\.\*\*)/m)
  .map((chunk) => ({ title: /^\*\*([^*]+)\*\*/.exec(chunk)?.[1] ?? (chunk.split('\n')[0] ?? '').replace(/^#+ /, ''), steps: stepsIn(chunk) }))
  .filter((example) => example.steps.length > 0);

function apply(dir: string, step: Step): void {
  const path = join(dir, step.file.replace(/^flows\//, ''));
  if (step.kind === 'create') {
    writeFileSync(path, step.block);
    return;
  }
  const text = readFileSync(path, 'utf8');
  const from = step.under === undefined ? 0 : text.indexOf(step.under);
  if (from < 0) throw new Error(`${step.file}: "${step.under}" is not in the file: the README no longer matches the flows`);
  const at = text.indexOf(step.anchor ?? '', from);
  if (at < 0)
    throw new Error(`${step.file}: "${step.anchor}" is not in the file${step.under ? ` after "${step.under}"` : ''}: the README no longer matches the flows`);
  if (step.kind === 'replace') {
    writeFileSync(path, text.slice(0, at) + step.block.replace(/\n$/, '') + text.slice(at + (step.anchor ?? '').length));
    return;
  }
  const lineEnd = text.indexOf('\n', at) + 1;
  writeFileSync(path, text.slice(0, lineEnd) + step.block + text.slice(lineEnd));
}

async function unformatted(dir: string): Promise<string[]> {
  const paths = await collectFlowPaths([dir]);
  return paths.filter((path) => {
    const text = readFileSync(path, 'utf8');
    return formatFlowJson(JSON.parse(text)) !== text;
  });
}

describe('the README worked examples work as printed', () => {
  it('finds the examples: add a page, change a rule, a text, a switch', () => {
    expect(examples.map((example) => example.title)).toEqual(
      expect.arrayContaining(['Worked example: add a page to a journey', 'Change a rule.', 'Change a text.', 'Change a switch.']),
    );
  });

  it.each(examples.map((example) => [example.title, example] as const))('%s', async (_title, example) => {
    const dir = flowsCopy();
    for (const step of example.steps) apply(dir, step);
    expect(await problemsOf([dir])).toEqual([]);
    expect(await unformatted(dir)).toEqual([]);
  });
});
