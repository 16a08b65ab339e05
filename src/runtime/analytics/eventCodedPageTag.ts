import { decide } from '../../engine/decide.ts';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { LoggerPort, PageTagPort } from '../../model/ports.ts';

/** The decision table that gives each page-tag event its spec 9 event codes (flows/decisions/analytics-tag-events.json). */
export const tagEventCodesTable = 'tagEventCodes';

export interface EventCodeDeps {
  flows(): FlowSet;
  facts(): Facts;
  logger: LoggerPort;
}

function codesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string' && code !== '') : [];
}

/**
 * Wraps the page-tag port so every event sent (pageView, addToCart, notify,
 * error, impression, openView, closeView...) carries the event codes the flow
 * table decides for it, as `events`, merged after the codes the sender already
 * put there (the page view's event9 from analytics-events.json). The table
 * reads the tag as facts `tag.event` plus the tag's data (`tag.view`,
 * `tag.level`): which situation gets which code is the analysts' to edit,
 * this only applies it. A missing table is logged, never guessed.
 */
export function eventCodedPageTag(port: PageTagPort, deps: EventCodeDeps): PageTagPort {
  return {
    send(event, data) {
      const flows = deps.flows();
      const table = flows.decisions[tagEventCodesTable];
      if (!table) {
        deps.logger.error(`[storeflow] page tag "${event}": no decision table "${tagEventCodesTable}" in flows/decisions (its event codes are not added)`);
        port.send(event, data);
        return;
      }
      const decision = decide(table, { facts: { ...deps.facts(), tag: { ...data, event } }, texts: flows.texts });
      const codes = [...new Set([...codesOf(data.events), ...codesOf(decision.result.events)])];
      port.send(event, codes.length > 0 ? { ...data, events: codes } : data);
    },
  };
}
