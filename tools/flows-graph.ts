/**
 * `npm run flows:graph [-- journeyId]`: Mermaid flowcharts of the journeys
 * (paste into any Markdown viewer that renders Mermaid), for reviews and QA.
 */
import { checkFlows } from './flowcheck/checkFlows.ts';
import { journeyGraph } from './qa/journeyGraph.ts';
import { repoPath } from './repoPath.ts';

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const { flows } = await checkFlows([repoPath('flows')]);
for (const journey of Object.values(flows.journeys)) {
  if (wanted.length > 0 && !wanted.includes(journey.id)) continue;
  console.log(`\n## ${journey.id}\n\n\`\`\`mermaid\n${journeyGraph(journey, flows)}\n\`\`\``);
}
