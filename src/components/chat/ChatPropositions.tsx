import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    propositions: {
      type: 'array',
      description: 'chat propositions with their placement (ui.chatPropositions, set by the checkLiveChat action)',
      items: {
        type: 'object',
        properties: {
          propositionId: { type: 'string' },
          placement: { enum: ['embedded', 'sticky', 'overlay', 'none'] },
          message: { type: 'string', $comment: 'not shopper text' },
          soiEngagementId: { type: 'string' },
        },
        required: ['propositionId', 'placement'],
      },
    },
    overlayOpen: { type: 'boolean', description: 'the overlay propositions show (after the configured delay)' },
    heading: { type: 'string', description: 'accessible name of the chat regions' },
    defaultMessage: { type: 'string', description: 'shown when a proposition carries no message of its own' },
    openLabel: { type: 'string', description: 'label of the button that opens the chat' },
    closeLabel: { type: 'string', description: 'label of the overlay close button' },
    onOpen: eventProp,
    onCloseOverlay: eventProp,
  },
  required: ['propositions', 'heading', 'defaultMessage', 'openLabel', 'closeLabel'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onOpen' | 'onCloseOverlay'>;

/**
 * Chat propositions (spec 3, 4.7): embedded in the page, sticky at the bottom,
 * or as an overlay; each proposition carries data-testid CHAT_PROPOSITION
 * (contracts 8). Loaded on first use: only signed-in shoppers with
 * propositions ever need it.
 */
export default defineLazyComponent<Props>({
  name: 'ChatPropositions',
  description: 'Chat propositions placed embedded, sticky or as an overlay; opening one raises onOpen with propositionId, soiEngagementId and placement.',
  propsSchema,
  load: () => import('./ChatPropositions.view.tsx'),
});
