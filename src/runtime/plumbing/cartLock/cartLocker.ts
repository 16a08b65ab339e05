import type { FlowSet } from '../../../model/flowSet.ts';
import type { CartLockApi } from '../../../model/plumbing.ts';
import type { Redirector } from '../../redirect/Redirector.ts';
import { plumbingSettings } from '../plumbingSettings.ts';
import type { CartLockStore } from './CartLockStore.ts';

export interface CartLockerPorts {
  flows(): FlowSet;
  cartLock: Pick<CartLockStore, 'lock' | 'clear'>;
  redirector: Pick<Redirector, 'followTable'>;
}

/** Spec 4.2: locking the cart, then leaving for the page the cartLock redirect table picks. */
export function createCartLocker({ flows, cartLock, redirector }: CartLockerPorts): CartLockApi {
  return {
    lockCart(channel, source) {
      const settings = plumbingSettings(flows());
      cartLock.lock(channel || settings.cartLockDefaultChannel, source || settings.cartLockSource);
      // Locked for a redirecting channel -> the cart-locked page, and the lock is cleared.
      if (redirector.followTable('cartLock', { stopServices: true })) cartLock.clear();
    },
  };
}
