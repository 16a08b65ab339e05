import type { ActionDefinition } from '../../../model/actionDefinition.ts';

/**
 * Loads the tag-manager script of spec 7 when the flow says so
 * (flows/decisions/tag-manager.json: production, or a host containing vzwqa;
 * never 127.0.0.1). The script port loads a URL once per document.
 */
export const loadTagManager: ActionDefinition = {
  name: 'loadTagManager',
  description: 'Loads the tag-manager script from url when load is true (once per document).',
  argsSchema: {
    type: 'object',
    properties: { load: { type: 'boolean' }, url: { type: 'string' } },
    required: ['load', 'url'],
    additionalProperties: false,
  },
  run(args, { ports }) {
    if (args.load !== true || typeof args.url !== 'string' || args.url === '') return;
    if (!ports.scripts) {
      ports.logger.info('[storeflow] loadTagManager: no script port on this host');
      return;
    }
    ports.scripts.load(args.url);
  },
};
