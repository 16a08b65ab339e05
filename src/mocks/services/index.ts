import type { ContentFiles } from '../contentFiles.ts';
import type { MockService } from '../mockService.ts';
import { cartThrottleList } from './cartThrottleList.ts';
import { createContentService } from './content.ts';
import { createApplication } from './createApplication.ts';
import { getOffers } from './getOffers.ts';
import { getOpenBankEligibility } from './getOpenBankEligibility.ts';
import { livePersonCheck } from './livePersonCheck.ts';
import { livePersonSubmitFeedback } from './livePersonSubmitFeedback.ts';
import { mvaSessionContinue } from './mvaSessionContinue.ts';
import { omniReadDL } from './omniReadDL.ts';
import { openBankApplication } from './openBankApplication.ts';
import { pdmRecommendations } from './pdmRecommendations.ts';
import { peripheralsJsNotify } from './peripheralsJsNotify.ts';
import { prepayReadDL } from './prepayReadDL.ts';
import { saveAcceptedMyofferData } from './saveAcceptedMyofferData.ts';
import { sessionClearCache } from './sessionClearCache.ts';
import { sessionKeepAlive } from './sessionKeepAlive.ts';
import { sessionLogout } from './sessionLogout.ts';
import { sessionLogoutPage } from './sessionLogoutPage.ts';
import { videoAssistCheck } from './videoAssistCheck.ts';
import { videoChatAvailability } from './videoChatAvailability.ts';
import { salesServices } from './salesServices.ts';

/** Every call of spec section 7, in spec order. Content files are injected (see contentFiles.ts). */
export function allServices(contentFiles: ContentFiles): readonly MockService[] {
  return [
    peripheralsJsNotify,
    cartThrottleList,
    videoAssistCheck,
    videoChatAvailability,
    pdmRecommendations,
    sessionLogoutPage,
    sessionLogout,
    sessionKeepAlive,
    sessionClearCache,
    prepayReadDL,
    omniReadDL,
    createContentService(contentFiles),
    getOffers,
    getOpenBankEligibility,
    openBankApplication,
    createApplication,
    livePersonCheck,
    livePersonSubmitFeedback,
    saveAcceptedMyofferData,
    mvaSessionContinue,
    ...salesServices,
  ];
}
