/** Shell and channels (issue 10): the smart banner, the native app bar and the native bridge actions. */
import type { Registrations } from './registrations.ts';
import AppBar from '../../components/shell/AppBar.tsx';
import SmartBanner from '../../components/shell/SmartBanner.tsx';
import { closeSmartBanner } from '../../runtime/actions/shell/closeSmartBanner.ts';
import { sendNativeTabBar } from '../../runtime/actions/shell/sendNativeTabBar.ts';

export const shellRegistrations: Registrations = {
  components: [AppBar, SmartBanner],
  adapters: [],
  actions: [closeSmartBanner, sendNativeTabBar],
};
