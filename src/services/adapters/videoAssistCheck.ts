import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

/** Whether video assistance may be offered (spec 4.5, 7): answers enableVideoAssist and locationCode. */
export const videoAssistCheck: AdapterDefinition = {
  name: 'videoAssistCheck',
  description: 'Video-assist eligibility for error assistance.',
  method: 'POST',
  paths: { signedIn: '/fraudservice/error/video-assist-check' },
  body: (facts) => ({ channelId: facts.device.channelId }),
};
