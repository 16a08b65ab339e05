import type { MockService } from '../mockService.ts';

/** Spec 5: video chat needs more than 3 available agents; 5 passes (hours are the app's check). */
export const videoChatAvailability: MockService = {
  key: 'GET /support/1d/data/nos/videochat',
  paths: ['/support/1d/data/nos/videochat'],
  defaultAnswer: () => ({
    body: { isVideoChatAvailable: true, mediaoutput: { agentstatistics: [{ available: 5 }] } },
  }),
  scenarios: {
    'video-few-agents': { body: { isVideoChatAvailable: true, mediaoutput: { agentstatistics: [{ available: 3 }] } } },
  },
};
