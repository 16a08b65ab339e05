import type { ActionContext } from '../../../model/actionDefinition.ts';
import { codeString } from '../../../model/codeKeys.ts';
import { readChatCheck } from './chatPropositions.ts';

/**
 * What a chat check answer changes on the page (spec 4.7; the check itself is
 * `checkLiveChat`): ui.chatPropositions, ui.chatPropositionIds and
 * ui.chatThrottleList, CHAT_PROPOSITIONS_SHOWN, and the overlay after
 * overlayDelayMs if the shopper is still on `path`. Loaded with the answer:
 * only signed-in shoppers get one, so it stays out of the start-up bundle.
 */
export function showChatCheck(answer: unknown, args: Record<string, unknown>, context: ActionContext, path: string): void {
  const { ports } = context;
  const lists = context.flows?.lists ?? context.facts.lists;
  // Checked like a name (flows:check demands the setting): never a silent default.
  const messageAttr = codeString(context.facts.settings, 'chatMessageAttrId');
  const reading = readChatCheck(
    answer,
    { embedded: lists.chatEmbeddedPropositions, sticky: lists.chatStickyPropositions, overlay: lists.chatOverlayPropositions },
    messageAttr,
  );
  context.setUi('chatThrottleList', reading.throttleList);
  context.setUi('chatPropositionIds', reading.propositionIds);
  context.setUi('chatPropositions', reading.propositions);
  const shown = reading.propositions.filter((p) => p.placement !== 'none');
  if (shown.length === 0) return;
  context.dispatch('CHAT_PROPOSITIONS_SHOWN', { propositionId: shown[0]?.propositionId ?? '', soiEngagementId: shown[0]?.soiEngagementId ?? '' });
  if (!shown.some((p) => p.placement === 'overlay')) return;
  // Required, an integer >= 0: checkLiveChat's argsSchema, which flows:check holds every flow to (no default here).
  const delayMs = args.overlayDelayMs as number;
  ports.clock.setTimeout(() => {
    if (ports.location.current().pathname !== path) return;
    context.setUi('chatOverlayOpen', true);
  }, delayMs);
}
