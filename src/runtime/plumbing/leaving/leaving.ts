import type { LeavingApi } from '../../../model/plumbing.ts';
import type { Ports } from '../../../model/ports.ts';
import type { Redirector } from '../../redirect/Redirector.ts';
import { reloadPage } from '../crashRecovery/reloadPage.ts';
import type { ServiceStateStore } from '../serviceState/ServiceStateStore.ts';

export interface LeavingPorts {
  ports: Pick<Ports, 'location' | 'clock'>;
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
      reloadPage(ports, withTimestamp);
    },
    redirect({ url, ...rest }) {
      redirector.redirect({ target: url, ...rest });
    },
    followRedirectTable(tableId, options = {}) {
      return redirector.followTable(tableId, options);
    },
  };
}
