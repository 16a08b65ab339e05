import type { LeavingApi } from '../../../model/plumbing.ts';
import type { Ports } from '../../../model/ports.ts';
import type { Redirector } from '../../redirect/Redirector.ts';
import { reloadPage, timestampParam } from '../crashRecovery/reloadPage.ts';
import { claimReload } from '../crashRecovery/reloadGuard.ts';
import type { ServiceStateStore } from '../serviceState/ServiceStateStore.ts';

export interface LeavingPorts {
  ports: Pick<Ports, 'location' | 'clock' | 'sessionStorage'>;
  serviceState: Pick<ServiceStateStore, 'stop'>;
  redirector: Pick<Redirector, 'redirect' | 'followTable'>;
}

/**
 * Spec 4.3, 8: leaving the page, for actions and error-table rows: stopping
 * services, reloading, and redirects through the one Redirector
 * (src/runtime/redirect/), which checks every target.
 */
export function createLeaving({ ports, serviceState, redirector }: LeavingPorts): LeavingApi {
  return {
    stopServices() {
      serviceState.stop();
    },
    reloadPage(withTimestamp) {
      // An answer that fails the same way after the reload (accessory error 3000 that stays) would reload for ever:
      // once per address per browser session; the second time the page stays, showing its failed call.
      if (claimReload(ports.sessionStorage, ports.location.current().href, timestampParam, 'error')) reloadPage(ports, withTimestamp);
    },
    redirect({ url, ...rest }) {
      redirector.redirect({ target: url, ...rest });
    },
    followRedirectTable(tableId, options = {}) {
      return redirector.followTable(tableId, options);
    },
  };
}
