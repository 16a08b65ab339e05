import type { ActionDefinition } from '../../../model/actionDefinition.ts';

/**
 * Opens the chat vendor's window on a proposition (spec 4.7) through the chat
 * window port, with the flow type the flow decided (LP or CO).
 */
export const openChatWindow: ActionDefinition = {
  name: 'openChatWindow',
  description: 'Opens the chat window port for propositionId with flowType (LP live chat, CO bot).',
  argsSchema: {
    type: 'object',
    properties: {
      propositionId: { type: 'string' },
      soiEngagementId: { type: 'string' },
      flowType: { type: 'string' },
    },
    required: ['propositionId', 'flowType'],
    additionalProperties: false,
  },
  run(args, { ports }) {
    const request = {
      propositionId: String(args.propositionId ?? ''),
      soiEngagementId: String(args.soiEngagementId ?? ''),
      flowType: String(args.flowType ?? ''),
    };
    if (!ports.chatWindow) {
      ports.logger.info('[storeflow] openChatWindow: no chat window port on this host', request);
      return;
    }
    ports.chatWindow.open(request);
  },
};
