/**
 * Builds what the bench measures: the storefront's PRODUCTION bundle (no mock
 * services inside; they run in the bench's Node server) and one minimal Vite
 * build per peer form library.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repoPath } from '../repoPath.ts';
import { readPaymentForm } from './paymentForm.ts';

export const benchOut = repoPath('dist-bench');
export const appDir = join(benchOut, 'app');
export const peersDir = join(benchOut, 'peers');
export const PEERS = ['storeflow', 'rjsf', 'jsonforms', 'surveyjs'] as const;
export type Peer = (typeof PEERS)[number];

export async function buildApp(): Promise<void> {
  await build({
    root: repoPath('.'),
    configFile: repoPath('vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: appDir, emptyOutDir: true, manifest: true },
  });
}

export async function buildPeers(): Promise<void> {
  const form = readPaymentForm();
  for (const peer of PEERS) {
    await build({
      configFile: false,
      root: repoPath(`tools/bench/peers/${peer}`),
      base: `/${peer}/`,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      define: { __PAYMENT_FORM__: JSON.stringify(form) },
      // One React for the library and for storeflow's own component (which lives under src/).
      resolve: { dedupe: ['react', 'react-dom'] },
      build: { outDir: join(peersDir, peer), emptyOutDir: true, target: 'es2022', sourcemap: false },
    });
  }
}
