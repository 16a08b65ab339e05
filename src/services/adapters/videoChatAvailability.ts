import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

/** Video agents available now (spec 4.5, 7): mediaoutput.agentstatistics[0].available. */
export const videoChatAvailability: AdapterDefinition = {
  name: 'videoChatAvailability',
  description: 'Video chat availability and agent count.',
  method: 'GET',
  paths: { signedIn: '/support/1d/data/nos/videochat?zip=0' },
};
