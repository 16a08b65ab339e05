import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { RegistryManifest } from '../../flowcheck/registryManifest.ts';
import { generateCases } from './generateCases.ts';
import type { UnexpressedCase } from './flowCase.ts';

/** What the generated cases under a folder are, against what the flows give now. */
export interface CaseSync {
  /** File name -> formatted text, as the flows give them. */
  wanted: Map<string, string>;
  /** Lines naming each file that differs, is missing or is no longer generated. */
  drift: string[];
  generated: number;
  caseFiles: number;
  unexpressed: UnexpressedCase[];
}

function listFolder(outDir: string): string[] {
  try {
    return readdirSync(outDir);
  } catch {
    return [];
  }
}

/**
 * The cases `npm run flows:tests` writes under `outDir` (e2e/generated/),
 * formatted with the folder's Prettier config, compared with what is there.
 * Shared by the CLI and the flow studio's save (studio/server), so both write the same files.
 */
export async function compareCases(flows: FlowSet, manifest: RegistryManifest, flowsDir: string, outDir: string): Promise<CaseSync> {
  const { files, generated, unexpressed } = generateCases(flows, manifest, flowsDir);
  const config = (await prettier.resolveConfig(join(outDir, 'x.cases.json'))) ?? {};
  const wanted = new Map<string, string>();
  for (const [name, text] of files) wanted.set(name, await prettier.format(text, { ...config, filepath: join(outDir, name) }));
  const existing = listFolder(outDir);
  const drift = [
    ...[...wanted]
      .filter(([name, text]) => !existing.includes(name) || readFileSync(join(outDir, name), 'utf8') !== text)
      .map(([name]) => `${name} differs or is missing`),
    ...existing.filter((name) => !wanted.has(name)).map((name) => `${name} is no longer generated`),
  ];
  return { wanted, drift, generated, caseFiles: files.size - 1, unexpressed };
}

/** Brings `outDir` up to date with `sync.wanted`; returns the names written or removed. */
export function writeCases(outDir: string, sync: CaseSync): string[] {
  mkdirSync(outDir, { recursive: true });
  const touched: string[] = [];
  for (const name of listFolder(outDir)) {
    if (sync.wanted.has(name)) continue;
    rmSync(join(outDir, name));
    touched.push(name);
  }
  for (const [name, text] of sync.wanted) {
    let old: string | null = null;
    try {
      old = readFileSync(join(outDir, name), 'utf8');
    } catch {
      old = null;
    }
    if (old === text) continue;
    writeFileSync(join(outDir, name), text);
    touched.push(name);
  }
  return touched;
}
