/** Card offer (issue 4): components, adapters and actions of the card landing, splash and interstitial. */
import type { Registrations } from './registrations.ts';
import ContentSections from '../../components/ContentSections.tsx';
import CardArt from '../../components/marketing/CardArt.tsx';
import Modal from '../../components/Modal.tsx';
import NoticeWithLink from '../../components/NoticeWithLink.tsx';
import RichText from '../../components/RichText.tsx';
import TrackingPixel from '../../components/TrackingPixel.tsx';
import { openApplicationWindow } from '../../runtime/actions/openApplicationWindow.ts';
import { sendPageTagLater } from '../../runtime/actions/sendPageTagLater.ts';
import { creditcardmlpContent, interstitialContent, splashContent } from '../../services/adapters/cardContent.ts';
import { createapplication } from '../../services/adapters/createapplication.ts';
import { getoffers } from '../../services/adapters/getoffers.ts';

export const cardRegistrations: Registrations = {
  components: [CardArt, ContentSections, Modal, NoticeWithLink, RichText, TrackingPixel],
  adapters: [getoffers, createapplication, creditcardmlpContent, splashContent, interstitialContent],
  actions: [openApplicationWindow, sendPageTagLater],
};
