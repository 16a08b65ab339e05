import type { FlowSet } from '../../src/model/flowSet.ts';

/** Routes of the pages whose JSON mentions a fact path prefix (e.g. "decisions.savingsLanding"). */
export function routesReading(flows: FlowSet, prefix: string): string[] {
  const routes: string[] = [];
  for (const journey of Object.values(flows.journeys)) {
    for (const page of Object.values(journey.pages)) {
      if (JSON.stringify(page).includes(`"${prefix}`)) routes.push(page.route);
    }
  }
  return routes;
}
