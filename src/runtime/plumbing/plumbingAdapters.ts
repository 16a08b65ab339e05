/** Adapter names the plumbing itself calls (registered in src/app/registries/plumbing.ts). */
export const plumbingAdapters = {
  log: 'jsNotifyAsDynamic',
  keepAlive: 'sessionKeepAlive',
  logout: 'sessionLogout',
  throttle: 'getNSAThrottleList',
  videoAssistCheck: 'videoAssistCheck',
  videoChatAvailability: 'videoChatAvailability',
} as const;

/** The error table every call outcome goes through (flows/errors/service-errors.json). */
export const serviceErrorTableId = 'serviceErrors';
