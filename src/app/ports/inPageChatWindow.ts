import type { ChatWindowPort } from '../../model/ports.ts';

/**
 * The chat window port of dev and demo builds: the in-page stand-in
 * (chatWindowPort.ts), loaded on the first open so it stays out of the
 * start-up bundle.
 */
export function inPageChatWindow(win: Window, onLoadFailure: (error: unknown) => void = () => undefined): ChatWindowPort {
  return {
    open(request) {
      import('./chatWindowPort.ts').then((module) => module.openChatWindowStandIn(win, request), onLoadFailure);
    },
  };
}
