import type { MockService } from '../mockService.ts';

/**
 * Proactive chat data (spec 7; the shape is not shown there). Off by
 * default so no proactive chat pops up over demos; field names follow the
 * proactiveChat* fields of the service error object (spec 3).
 */
export const pdmRecommendations: MockService = {
  key: 'POST /personalizationrecommendationsservice/pdm',
  paths: ['/personalizationrecommendationsservice/pdm', '/personalizationrecommendationsservice/pdm/'],
  defaultAnswer: () => ({
    body: { proactiveChatIndicator: false, proactiveChatCustomMSG: '', recommendations: [], errors: [] },
  }),
  scenarios: {
    'proactive-chat': {
      body: {
        proactiveChatIndicator: 'Y',
        proactiveChatCustomMSG: 'Questions before you check out? Chat with a sales specialist.',
        recommendations: [],
        errors: [],
      },
    },
  },
};
