/** Sales: components, adapters and actions of this area (issue 5). */
import type { Registrations } from './registrations.ts';
import Form from '../../components/Form.tsx';
import OfferCards from '../../components/marketing/OfferCards.tsx';
import AccessoryGrid from '../../components/sales/AccessoryGrid.tsx';
import CartLines from '../../components/sales/CartLines.tsx';
import CheckoutProgress from '../../components/sales/CheckoutProgress.tsx';
import CheckoutSteps from '../../components/sales/CheckoutSteps.tsx';
import DetailsList from '../../components/sales/DetailsList.tsx';
import DeviceConfigurator from '../../components/sales/DeviceConfigurator.tsx';
import DeviceGrid from '../../components/sales/DeviceGrid.tsx';
import DevicePaymentTerms from '../../components/sales/DevicePaymentTerms.tsx';
import PlanCards from '../../components/sales/PlanCards.tsx';
import PriceSummary from '../../components/sales/PriceSummary.tsx';
import SiteNav from '../../components/sales/SiteNav.tsx';
import SiteFooter from '../../components/sales/SiteFooter.tsx';
import LanguageChoice from '../../components/site/LanguageChoice.tsx';
import { raise } from '../../runtime/actions/raise.ts';
import { sendCartToChat } from '../../runtime/actions/sendCartToChat.ts';
import { setCookies } from '../../runtime/actions/setCookies.ts';
import { tagCartItems } from '../../runtime/actions/tagCartItems.ts';
import {
  addAccessory,
  addByod,
  addDevice,
  changePlan,
  getCart,
  removeCartItem,
  saveCheckoutStep,
  searchNumbers,
  tradeIn,
} from '../../services/adapters/salesCart.ts';
import { byodCheck, catalogue, deviceDetails, gridwall } from '../../services/adapters/salesCatalogue.ts';
import { getOrder, submitOrder } from '../../services/adapters/salesOrder.ts';
import { addWishlist, getWishlist, removeWishlist } from '../../services/adapters/salesWishlist.ts';

export const salesRegistrations: Registrations = {
  components: [
    Form,
    OfferCards,
    SiteNav,
    SiteFooter,
    LanguageChoice,
    DeviceGrid,
    DeviceConfigurator,
    CartLines,
    PriceSummary,
    CheckoutSteps,
    CheckoutProgress,
    PlanCards,
    AccessoryGrid,
    DetailsList,
    DevicePaymentTerms,
  ],
  adapters: [
    gridwall,
    deviceDetails,
    catalogue,
    getCart,
    addDevice,
    addAccessory,
    removeCartItem,
    changePlan,
    saveCheckoutStep,
    tradeIn,
    submitOrder,
    getOrder,
    getWishlist,
    addWishlist,
    removeWishlist,
    searchNumbers,
    byodCheck,
    addByod,
  ],
  actions: [setCookies, tagCartItems, raise, sendCartToChat],
};
