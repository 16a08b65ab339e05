import type { Origins } from './assemble.ts';
import { locate, type FlowFile } from './flowFile.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import { pointerOf, type Problem, nearMissOf } from './problem.ts';

/**
 * Journey issues are found on composed pages (layout, fragments and page file
 * merged); each is reported where the analyst wrote the thing, through the
 * composer's SourceMap. `fallback` (the journey file) is used for anything
 * the composer did not build.
 */
export function locatedInJourney(journey: object, origins: Origins, issues: readonly JourneyIssue[], fallback: FlowFile): Problem[] {
  return issues.map((issue) => {
    const origin = origins.sourceMap?.locate(journey, issue.at) ?? { file: fallback, at: issue.at };
    const { line, column } = locate(origin.file, origin.at);
    return { file: origin.file.path, line, column, pointer: pointerOf(origin.at), message: issue.message, ...nearMissOf(issue) };
  });
}
