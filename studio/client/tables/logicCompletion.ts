import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { getLocation } from 'jsonc-parser';

/**
 * Completions for the condition's JSON Logic tab: inside `{"var": "…"}` the
 * facts of the vocabulary (factCatalog), at a key the operators the engine
 * knows (src/logic/knownOperators.ts). Anything else is left to the analyst.
 */
export function logicCompletion(facts: readonly string[], operators: readonly string[]): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/"[^"]*/);
    if (!word) return null;
    const location = getLocation(context.state.doc.toString(), context.pos);
    const last = location.path[location.path.length - 1];
    const inVar = last === 'var' || (location.path[location.path.length - 2] === 'var' && last === 0);
    const options = location.isAtPropertyKey
      ? operators.map((operator) => ({ label: operator, type: 'keyword', apply: `${operator}` }))
      : inVar
        ? facts.map((fact) => ({ label: fact, type: 'variable' }))
        : [];
    if (options.length === 0) return null;
    return { from: word.from + 1, options, validFor: /^[\w.!=<>?:%*+/-]*$/ };
  };
}
