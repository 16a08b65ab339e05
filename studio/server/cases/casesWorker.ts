/**
 * The child process that writes the generated cases after a studio save
 * (issue 19 items 7 and 9), started by casesProcess.ts. Generating every case
 * and formatting it with Prettier takes seconds of CPU: here it never holds
 * the dev server's thread, so the preview takes the saved flows at once.
 */
import { compareCases, writeCases } from '../../../tools/qa/testgen/syncCases.ts';
import type { CasesJob, CasesReply } from './casesJob.ts';

process.on('message', (job: CasesJob) => {
  const reply = (answer: CasesReply): void => void process.send?.(answer);
  // A failed write (a full disk, a permission) is answered like a failed comparison, so the studio can say why.
  compareCases(job.flows, job.manifest, job.flowsDir, job.outDir)
    .then((sync) => writeCases(job.outDir, sync))
    .then(
      (files) => reply({ id: job.id, files }),
      (error: unknown) => reply({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
    );
});
// The dev server went away: nothing more will be asked.
process.on('disconnect', () => process.exit(0));
