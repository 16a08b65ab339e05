/** The reference index's public API (README.md beside this file): what each flow item reads and uses. */
export type { FlowItem, OriginOf, Reference, ReferenceKind, ReferenceOrigin, ReferenceUse } from './reference.ts';
export { itemKey } from './reference.ts';
export { readOf, referencesIn } from './referencesIn.ts';
export { buildReferenceIndex, pagesOf, referenceIndexOf, type ItemReferences, type ReferenceIndex } from './referenceIndex.ts';
export {
  adaptersCalled,
  adaptersRead,
  callFollowUpEvents,
  callFollowUps,
  decisionTablesRead,
  decisionTablesReached,
  followsTable,
  leavesPage,
  readsFact,
  referencesOfDecisionTable,
} from './queries.ts';
