/** A compiled `acceptedPattern` (§5): anything, a regular expression, or unusable (skipped). */
export type CompiledPattern =
  { kind: 'any' } | { kind: 'regex'; regex: RegExp } | { kind: 'unusable'; reason: string };

/** Longest pattern source accepted (longer ones are treated as unusable). */
export const MAX_PATTERN_LENGTH = 500;

// A quantified group that itself contains a quantifier, e.g. (a+)+ or (\w*)*: the classic
// catastrophic-backtracking shape. Back-references are refused for the same reason.
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*(?:[+*]|\{\d)/;
const BACK_REFERENCE = /\\[1-9]|\\k</;

/**
 * Compiles a brand `acceptedPattern` with the `u` flag (as JSON Schema `pattern` does in ajv).
 * "*" means any value (§5). An invalid or unsafe pattern (nested quantifiers, back-references,
 * longer than {@link MAX_PATTERN_LENGTH}) is returned as `unusable` with the reason; callers skip
 * the check and log an error rather than crash.
 */
export function compilePattern(pattern: string): CompiledPattern {
  if (pattern === '*') return { kind: 'any' };
  if (pattern.length > MAX_PATTERN_LENGTH)
    return { kind: 'unusable', reason: `longer than ${MAX_PATTERN_LENGTH} characters` };
  if (NESTED_QUANTIFIER.test(pattern))
    return { kind: 'unusable', reason: 'nested quantifiers can backtrack catastrophically' };
  if (BACK_REFERENCE.test(pattern)) return { kind: 'unusable', reason: 'back-references are not allowed' };
  try {
    return { kind: 'regex', regex: new RegExp(pattern, 'u') };
  } catch (error) {
    return { kind: 'unusable', reason: error instanceof Error ? error.message : String(error) };
  }
}
