import type { ActionDefinition } from '../../model/actionDefinition.ts';
import { lazyRun } from './lazyRun.ts';

/** Its code not loaded, the flow's onRefused says so (the page shows its error; no unchecked URL is ever given out). */
export const openApplicationWindowNotLoaded: ActionDefinition['run'] = (args, context) => {
  if (typeof args.onRefused === 'string' && args.onRefused !== '') context.dispatch(args.onRefused);
};

// Issue 20 item 4: runs after the application answer, never while a page paints, so its code waits for first use.
const code = lazyRun('openApplicationWindow', () => import('./openApplicationWindow.run.ts').then(({ run }) => run), {
  notLoaded: openApplicationWindowNotLoaded,
});

/**
 * Opens a partner bank's application (spec 4.8): an 800x800 popup with its
 * opener cleared, else a new tab, else the flow's onBlocked event with the URL
 * (the page then offers a link). Polls every 500 ms and sends onClosed when
 * the shopper closes it. In the native app the bridge opens the URL instead.
 */
export const openApplicationWindow: ActionDefinition = {
  name: 'openApplicationWindow',
  description:
    'Opens a partner application URL (https, host on the allowHosts list, oid/cjevent/GCLID appended) in an 800x800 popup, else a new tab; dispatches onClosed when it closes, onBlocked {url} when both are blocked, onRefused for a URL not on the list or when its code could not be loaded, onNativeOpened {url} in the native app (opened through the bridge).',
  argsSchema: {
    type: 'object',
    properties: {
      url: { type: 'string', description: 'The postback URL from the application answer.' },
      allowHosts: { type: 'string', description: 'Id of the list of hosts the URL may open on (contracts 7).' },
      oid: { type: 'string', description: 'Affiliate order id to append as oid, when present.' },
      cjevent: { type: 'string', description: 'Affiliate event id to append as cjevent, when present.' },
      gclid: { type: 'string', description: 'Ad click id to append as GCLID, when present.' },
      onClosed: { type: 'string' },
      onBlocked: { type: 'string' },
      onRefused: { type: 'string' },
      onNativeOpened: { type: 'string' },
    },
    required: ['url', 'allowHosts'],
    additionalProperties: false,
  },
  run: code,
  preload: code.preload,
};
