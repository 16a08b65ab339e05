import { vi } from 'vitest';

/**
 * Waits until a RootStore under test has nothing left to do on its own.
 *
 * Why this is enough: in tests every timer of the app runs on the manual clock
 * of memoryPorts (src/model/ports.ts `clock`), and fake services answer with
 * promises. So what the runtime still has running after an event is promise
 * chains (answers, effects, the facts they write) and, for lazily loaded code
 * (the chat reading, journeys), a dynamic `import()`. `vi.dynamicImportSettled()`
 * waits one real macrotask turn, which runs every queued microtask to the end,
 * chains that queue more included, and repeats while any `import()` is still
 * loading. Whatever waits on the manual clock stays waiting until a test
 * advances it; HTTP against MSW is real I/O and is waited for by the call's
 * own promise (tests/plumbing/plumbingHarness.ts `settle`).
 */
export async function settleRuntime(): Promise<void> {
  await vi.dynamicImportSettled();
}
