import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { formatProblem } from '../../tools/flowcheck/problem.ts';
import { repoPath } from '../../tools/repoPath.ts';

const dirs: string[] = [];

/**
 * A copy of all flows to break on purpose (the savings files are the ones
 * broken below). All of them: code reads keys from several files, and links
 * and reachability look across journeys.
 */
function savingsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flows-'));
  dirs.push(dir);
  cpSync(repoPath('flows'), dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

async function problemsOf(dir: string): Promise<string[]> {
  const { problems } = await checkFlows([dir]);
  return problems.map((problem) => formatProblem({ ...problem, file: problem.file.replace(/.*flows-[^/]+\//, '') }));
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each test checks a whole copy of flows/: seconds on a busy machine, more than the 5 s default.
describe('flows:check', { timeout: 30_000 }, () => {
  it('accepts every flow file of the repository', async () => {
    const { problems, files } = await checkFlows([repoPath('flows')]);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(files.length).toBeGreaterThan(5);
  });

  it('locates a JSON syntax error by line and column', async () => {
    const dir = savingsCopy();
    writeFileSync(
      join(dir, 'lists/broken.json'),
      '{\n  "$schema": "../../schemas/list.schema.json",\n  "lists": { "x": { "description": "d", "items": [1], } }\n}\n',
    );
    const problems = await problemsOf(dir);
    expect(problems[0]).toMatch(/^lists\/broken\.json:3:\d+ {2}\/ {2}JSON syntax error: /);
  });

  it('names an unknown component with the closest known name', async () => {
    const dir = savingsCopy();
    edit(dir, 'journeys/savings.json', (text) => text.replace('"component": "Heading"', '"component": "Headng"'));
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^journeys\/savings\.json:\d+:\d+ {2}\/pages\/openbankmlp\/body\/0\/children\/0\/children\/0\/component {2}unknown component "Headng"\. Did you mean "Heading"\?/,
    );
  });

  it('reports a mistake inside a fragment once, in the fragment file, however many pages use it', async () => {
    const dir = savingsCopy();
    edit(dir, 'fragments/loader.json', (text) => text.replace('"component": "Loader"', '"component": "Loadr"'));
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^fragments\/loader\.json:\d+:\d+ {2}\/nodes\/0\/component {2}unknown component "Loadr"\. Did you mean "Loader"\?/);
  });

  it('reports an unknown text key, fact, prop and operator, each at its place', async () => {
    const dir = savingsCopy();
    edit(dir, 'journeys/savings.json', (text) =>
      text
        .replace('"text": { "text": "savings.heading" }', '"text": { "text": "savings.headng" }')
        .replace('"var": "env.production"', '"var": "env.prod"')
        .replace('"labelledBy": "savings-heading"', '"labeledBy": "savings-heading"'),
    );
    edit(dir, 'decisions/savings-landing.json', (text) =>
      text.replace('"isEmpty": { "var": "answers.getOpenBankEligibility.accountStatus" }', '"method": [ "x", "trim" ]'),
    );
    const problems = await problemsOf(dir);
    expect(problems.some((line) => /\/props\/text\/text {2}unknown text key "savings\.headng"\. Did you mean "savings\.heading"\?/.test(line))).toBe(true);
    expect(problems.some((line) => /unknown fact "env\.prod": "env" has no "prod"/.test(line))).toBe(true);
    expect(problems.some((line) => /component Section has no prop "labeledBy"\. Did you mean "labelledBy"\?/.test(line))).toBe(true);
    expect(problems.some((line) => /operator "method" refused/.test(line))).toBe(true);
  });

  it('reports a dangling goto, a missing event handler and an unreachable page', async () => {
    const dir = savingsCopy();
    edit(dir, 'journeys/savings.json', (text) => {
      const journey = JSON.parse(text);
      journey.pages.openbankmlp.on.APPLICATION_FAILED = [{ effects: [{ goto: 'nowhere' }] }];
      journey.pages.orphan = { route: 'orphan', title: 'x', body: [{ component: 'ActionButton', props: { label: 'x', onActivate: { event: 'NOPE' } } }] };
      return JSON.stringify(journey, null, 2);
    });
    const problems = (await problemsOf(dir)).join('\n');
    expect(problems).toMatch(/\/pages\/openbankmlp\/on\/APPLICATION_FAILED\/0\/effects\/0\/goto {2}unknown page "nowhere"/);
    expect(problems).toMatch(/sends event "NOPE" but the page has no handler/);
    expect(problems).toMatch(/page "orphan" is unreachable/);
  });

  it('names the allowed values of a prop that is a choice', async () => {
    const dir = savingsCopy();
    edit(dir, 'journeys/savings.json', (text) => text.replace('"level": "error"', '"level": "danger"'));
    const problems = (await problemsOf(dir)).join('\n');
    expect(problems).toMatch(/prop "level" of Alert must be one of "error", "warning", "info", "success" \(got "danger"\)\./);
  });

  it('names the handler an onDone event was probably meant for', async () => {
    const dir = savingsCopy();
    edit(dir, 'journeys/savings.json', (text) => text.replace('"onDone": "APPLICATION_READY"', '"onDone": "APPLICATION_REDY"'));
    const problems = (await problemsOf(dir)).join('\n');
    expect(problems).toMatch(/onDone {2}event "APPLICATION_REDY" has no handler on this page\. .* Did you mean "APPLICATION_READY"\?/);
  });

  it('requires a default row and proves every example lands on its own row', async () => {
    const dir = savingsCopy();
    edit(dir, 'decisions/savings-landing.json', (text) => text.replace('"mtnStatus": "D"', '"mtnStatus": "A"'));
    let problems = (await problemsOf(dir)).join('\n');
    expect(problems).toMatch(/\/rows\/6\/examples\/0 {2}example lands on row "\w+", not on its own row "lineNotInGoodStanding"/);

    edit(dir, 'decisions/savings-landing.json', (text) => {
      const table = JSON.parse(text);
      delete table.default;
      return JSON.stringify(table, null, 2);
    });
    problems = (await problemsOf(dir)).join('\n');
    expect(problems).toMatch(/missing required property "default"/);
  });

  it('reports duplicate ids and an unknown $schema', async () => {
    const dir = savingsCopy();
    cpSync(join(dir, 'texts/savings.json'), join(dir, 'texts/copy.json'));
    writeFileSync(join(dir, 'lists/odd.json'), '{ "$schema": "nope.json", "lists": {} }\n');
    const problems = (await problemsOf(dir)).join('\n');
    expect(problems).toMatch(/duplicate text key "savings\.heading": already defined in/);
    expect(problems).toMatch(/lists\/odd\.json:1:3 {2}\/\$schema {2}"\$schema" must name a flow schema/);
  });

  it('explains an unknown property with the allowed ones', async () => {
    const dir = savingsCopy();
    edit(dir, 'journeys/savings.json', (text) => text.replace('"entry": true', '"entyr": true'));
    const problems = (await problemsOf(dir)).join('\n');
    expect(problems).toMatch(/\/pages\/openbankmlp {2}unknown property "entyr"\. Did you mean "entry"\?/);
  });

  it('proves handler examples: one that runs another handler, and a condition without any, are located', async () => {
    const dir = savingsCopy();
    edit(dir, 'journeys/savings.json', (text) =>
      text.replace(
        '"facts": { "decisions": { "savingsApplication": { "outcome": "open" } } }',
        '"facts": { "decisions": { "savingsApplication": { "outcome": "opne" } } }',
      ),
    );
    let problems = await problemsOf(dir);
    // The fixed-choice check also names the misspelt outcome; the example check says which handler runs instead.
    expect(problems).toContainEqual(expect.stringMatching(/\/examples\/0\/facts\/decisions\/savingsApplication\/outcome {2}"opne" is not a value/));
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^journeys\/savings\.json:\d+:\d+ {2}\/pages\/openbankmlp\/on\/APPLICATION_READY\/0\/examples\/0 {2}example "[^"]+" runs handler 2 of APPLICATION_READY on page openbankmlp, not this one \(handler 1\)/,
      ),
    );
    edit(dir, 'journeys/savings.json', (text) => text.replace(/,\s*"examples": \[\s*\{\s*"name": "decisions\.savingsApplication[^\]]*\]/, ''));
    problems = await problemsOf(dir);
    expect(problems).toEqual([
      expect.stringMatching(/\/pages\/openbankmlp\/on\/APPLICATION_READY\/0\/when {2}this handler of APPLICATION_READY has a condition but no example\./),
    ]);
  });
});
