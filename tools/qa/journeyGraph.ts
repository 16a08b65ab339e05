import type { Effect, Journey } from '../../src/model/flowTypes.ts';

function quote(text: string): string {
  return `"${text.replace(/"/g, "'")}"`;
}

/** A Mermaid flowchart of a journey: pages, goto edges labelled by event, calls and exits. */
export function journeyGraph(journey: Journey): string {
  const lines = [`flowchart LR`, `  %% journey ${journey.id}`];
  for (const [pageId, page] of Object.entries(journey.pages)) {
    lines.push(`  ${pageId}[${quote(`${page.route}.html${page.entry ? ' (entry)' : ''}`)}]`);
    const edge = (effects: readonly Effect[] | undefined, label: string): void => {
      for (const effect of effects ?? []) {
        if ('goto' in effect) lines.push(`  ${pageId} -->|${label}| ${effect.goto.split('.').pop()}`);
        if ('redirect' in effect) lines.push(`  ${pageId} -.->|${label}| exit_${pageId}((leaves the site))`);
        if ('call' in effect) lines.push(`  ${pageId} -.-|${label}: call| svc_${effect.call}[(${effect.call})]`);
      }
    };
    edge(page.onEnter, 'enter');
    for (const [event, handlers] of Object.entries(page.on ?? {})) handlers.forEach((handler) => edge(handler.effects, event));
  }
  return lines.join('\n');
}
