import type { FactDerivation } from '../../engine/deriveFacts.ts';

/**
 * Facts the flows decide, in the order they are applied: the device class first
 * (the channel reads it), then the channel, then who is an employee, then whether the prospect flow is on. The rules
 * themselves are the decision tables named here (flows/decisions); this list only
 * binds each table to the fact it fills.
 */
export const derivedFacts: readonly FactDerivation[] = [
  { table: 'deviceType', key: 'type', fact: 'device.type' },
  { table: 'deviceChannel', key: 'channelId', fact: 'device.channelId' },
  { table: 'employee', key: 'employee', fact: 'user.employee' },
  { table: 'prospectFlow', key: 'prospectFlow', fact: 'user.prospectFlow' },
];
