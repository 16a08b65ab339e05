/** Types of tools/bin/bundleCache.mjs (plain JavaScript: it runs without tsx), for the tests that drive it. */
export interface BundleCache {
  root: string;
  dir: string;
  name: string;
  inputsFile: string;
}
/** A bundle to import: its absolute path, and the code version of what it was built from. */
export interface Bundle {
  file: string;
  codeVersion: string;
}
/** An input as recorded: its content's hash, and its stat unless it was racy. */
export interface InputEntry {
  hash: string;
  size?: number;
  mtimeMs?: number;
  ctimeMs?: number;
}
export function sha1(bytes: Uint8Array | string): string;
export function hashOf(path: string): string;
export function codeVersionOf(hashes: [string, string][]): string;
export function bundleCache(root: string, dir: string, name: string): BundleCache;
export function entryOf(root: string, path: string, since: number): InputEntry;
export function checkedBundle(cache: BundleCache): Bundle | null;
export function storedBundle(cache: BundleCache, partial: string, bundled: Record<string, string>): Bundle;
export function pruneBundles(cache: BundleCache, current: string, now?: number): void;
