import type { MockService } from '../mockService.ts';

/** Spec 5: video chat is offered only when this returns enableVideoAssist. */
export const videoAssistCheck: MockService = {
  key: 'POST /fraudservice/error/video-assist-check',
  paths: ['/fraudservice/error/video-assist-check'],
  defaultAnswer: () => ({ body: { enableVideoAssist: true, locationCode: 'WEB-VC-1', errors: [] } }),
};
