/**
 * `npm run gen` writes the files derived from the schemas and the registries;
 * `npm run gen:check` fails when a committed copy has drifted (docs/architecture.md principle 5:
 * one source of truth for types). Both fail when a prop finisher names a
 * component the registry does not have (tools/generate/finisherNames.ts).
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { generateFlowTypes, generateAnswerTypes } from './generate/types.ts';
import { generateFactsType } from './generate/factsType.ts';
import { generateAnswerValidators, generateAnswerValidatorTypes } from './generate/validators.ts';
import { generateRegistryManifest } from './generate/registryManifest.ts';
import { generateFlowKeys } from './generate/flowKeys.ts';
import { appFinishersProblem } from './generate/finisherNames.ts';
import { repoPath } from './repoPath.ts';

interface Output {
  path: string;
  text: string;
}

async function outputs(): Promise<Output[]> {
  return [
    { path: repoPath('src/model/generated/flowTypes.ts'), text: await generateFlowTypes() },
    { path: repoPath('src/model/generated/answerTypes.ts'), text: await generateAnswerTypes() },
    { path: repoPath('src/model/generated/factsTypes.ts'), text: await generateFactsType() },
    { path: repoPath('src/model/generated/answerValidators.js'), text: generateAnswerValidators() },
    { path: repoPath('src/model/generated/answerValidators.d.ts'), text: generateAnswerValidatorTypes() },
    { path: repoPath('schemas/generated/registry.json'), text: await generateRegistryManifest() },
    { path: repoPath('schemas/generated/flow-keys.json'), text: generateFlowKeys() },
  ];
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const finishers = await appFinishersProblem();
  if (finishers) {
    console.error(finishers);
    process.exit(1);
  }
  const stale: string[] = [];
  for (const out of await outputs()) {
    const current = await readFile(out.path, 'utf8').catch(() => '');
    if (current === out.text) continue;
    if (check) {
      stale.push(relative(repoPath('.'), out.path));
    } else {
      await mkdir(dirname(out.path), { recursive: true });
      await writeFile(out.path, out.text);
      console.log(`wrote ${relative(repoPath('.'), out.path)}`);
    }
  }
  if (stale.length > 0) {
    console.error(`Generated files are out of date: ${stale.join(', ')}\n  Fix: run \`npm run gen\` and commit the result.`);
    process.exit(1);
  }
}

await main();
