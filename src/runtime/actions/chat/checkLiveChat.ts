import type { ActionDefinition } from '../../../model/actionDefinition.ts';

/**
 * The live chat check of spec 4.7 on entering a page. `run` is the flow's
 * decision (flows/decisions/chat-check.json: signed in, flag on, not a guest
 * login). The answer becomes page state: ui.chatPropositions (each with its
 * placement), ui.chatPropositionIds (read by chat-flow-type.json),
 * ui.chatThrottleList (merged into the switches). A failure or the time-out
 * (settings.chatCheckTimeoutMs) is quiet: nothing shows. The overlay opens
 * overlayDelayMs after the answer, on the injected clock, if the shopper is
 * still on the page; CHAT_PROPOSITIONS_SHOWN then lets the flow send feedback.
 */
export const checkLiveChat: ActionDefinition = {
  name: 'checkLiveChat',
  description: 'Asks livePersonCheck when run is true and keeps its propositions as ui.chatPropositions; opens the overlay after overlayDelayMs.',
  argsSchema: {
    type: 'object',
    properties: {
      run: { type: 'boolean' },
      overlayDelayMs: { type: 'integer', minimum: 0 },
    },
    required: ['run', 'overlayDelayMs'],
    additionalProperties: false,
  },
  emits: [{ channel: 'call', adapter: { name: 'livePersonCheck' }, when: 'run' }],
  async run(args, context) {
    if (args.run !== true) return;
    const { ports, callForApp } = context;
    if (!callForApp) {
      ports.logger.info('[storeflow] checkLiveChat: this host has no callForApp; no chat check');
      return;
    }
    const path = ports.location.current().pathname;
    // Issue 20 item 3: the check goes after the page's first paint, once the page is idle: out of the way
    // of its heading and of the answers it waits for (src/app/ports/framePort.ts).
    const { frames } = ports;
    if (frames) await new Promise<void>((resolve) => frames.idleAfterPaint(resolve));
    // A shopper who left during that wait needs no call for the page they left.
    if (ports.location.current().pathname !== path) return;
    const result = await callForApp('livePersonCheck');
    if (result.outcome !== 'done' || ports.location.current().pathname !== path) return;
    // What the answer changes is loaded with the answer: only signed-in shoppers need it, so it stays out of start-up.
    let showChatCheck: typeof import('./showChatCheck.ts').showChatCheck;
    try {
      ({ showChatCheck } = await import('./showChatCheck.ts'));
    } catch (error) {
      ports.logger.error('[storeflow] checkLiveChat: the chat code could not be loaded', error);
      return;
    }
    if (ports.location.current().pathname !== path) return;
    showChatCheck(result.answer, args, context, path);
  },
};
