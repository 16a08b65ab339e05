/**
 * The facts predicates read. The types are generated from
 * schemas/facts.schema.json by `npm run gen` (docs/architecture.md principle 5: one
 * source of truth; `npm run gen:check` fails when they drift): to add or change
 * a fact, edit the schema and regenerate.
 */
export type { CallFact, CallStatus, Facts, NativeFacts, ServiceErrorFact, SessionFacts } from './generated/factsTypes.ts';
