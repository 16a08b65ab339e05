import { codeList, codeNumber, codeString } from '../../model/codeKeys.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { ClockPort, LoggerPort, PrefetchPort } from '../../model/ports.ts';

export interface PrefetchBatch {
  delayMs: number;
  urls: string[];
}

/**
 * The assets to prefetch (spec 7, 9), from the flows: each path of
 * lists.prefetchAssets (after settings.prefetchDelayMs) and of
 * lists.prefetchScriptAssets (after settings.prefetchScriptDelayMs) under
 * settings.prefetchClientlibsPath on settings.prefetchStaticHost. A URL is
 * kept only when it parses as https on a host of lists.cspPrefetchHosts (the
 * list the Content-Security-Policy is built from), so an asset written as a
 * full address elsewhere, or a wrong host, is refused, not fetched.
 */
export function assetPrefetchPlan(flows: FlowSet, refuse: (asset: string, reason: string) => void): PrefetchBatch[] {
  const allowed = new Set(codeList(flows.lists, 'cspPrefetchHosts').map((host) => host.trim().toLowerCase()));
  const base = new URL(codeString(flows.settings, 'prefetchClientlibsPath'), codeString(flows.settings, 'prefetchStaticHost'));
  const urls = (listId: string): string[] =>
    codeList(flows.lists, listId).flatMap((asset) => {
      let url: URL;
      try {
        url = new URL(asset, base);
      } catch {
        refuse(asset, 'not an address');
        return [];
      }
      if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !allowed.has(url.host)) {
        refuse(asset, `host ${url.host || '(none)'} is not an https host on lists.cspPrefetchHosts`);
        return [];
      }
      return [url.href];
    });
  return [
    { delayMs: codeNumber(flows.settings, 'prefetchDelayMs'), urls: urls('prefetchAssets') },
    { delayMs: codeNumber(flows.settings, 'prefetchScriptDelayMs'), urls: urls('prefetchScriptAssets') },
  ];
}

/**
 * Schedules the plan on the clock port: nothing is fetched during start-up,
 * and the port's <link rel="prefetch"> is an idle-priority hint the page never
 * waits for. Returns a cancel function (a store that stops cancels it).
 */
export function scheduleAssetPrefetch(flows: FlowSet, clock: ClockPort, port: PrefetchPort, logger: LoggerPort): () => void {
  const refuse = (asset: string, reason: string): void => logger.error(`[storeflow] prefetch of "${asset}" refused: ${reason}`);
  const handles = assetPrefetchPlan(flows, refuse)
    .filter((batch) => batch.urls.length > 0)
    .map((batch) => clock.setTimeout(() => batch.urls.forEach((url) => port.prefetch(url)), batch.delayMs));
  return () => handles.forEach((handle) => clock.clearTimeout(handle));
}
