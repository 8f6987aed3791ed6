/**
 * The boundary in front of every game's `position(spec, seed)` and `positionOf(state)`: a spec from
 * outside (a bug report, a test, a puzzle file) is read once into plain JSON and checked for unknown
 * fields before the game builds it, and anything the builder cannot make sense of is `BAD_STATE`, so
 * these two functions, like the rest of the contract, throw nothing but `RuleError`.
 */
import { RuleError, isRuleError } from './errors.js';
import { STATE_LIMITS, jsonProblem, printValue, readJson, type JsonLimits } from './json.js';
import { problemsError, type StateProblem } from './validate.js';
import { checkSeed } from './rng.js';
import { deepFreeze } from './freeze.js';

/** Limits for a position spec: like a config's (component data may be part of it). */
const SPEC_LIMITS: JsonLimits = { depth: 16, nodes: 60_000, keys: 256, string: 10_000, undefinedAsMissing: true };

/**
 * Build a position from `spec` with `build`, which gets a plain-JSON copy (getters never called;
 * `undefined` fields read as missing) with only the fields in `fields`. The state is returned frozen
 * throughout, like every state `setup` and `apply` return (issue #11: four games' `position` returned
 * unfrozen states, the only states the library handed out that a caller could edit in place; frozen, a
 * position also enters a game once, as a frozen state from outside does). It shares nothing mutable
 * with `spec`: `build` gets the fresh copy, and whatever of it ends up in the state is frozen with it.
 * @throws RuleError `BAD_STATE` (rule `core`) for a spec that is not such an object, has an unknown
 *   field, or that `build` fails on with anything but a RuleError; `build`'s own RuleErrors pass.
 *   `BAD_SEED` for a `seed` (the position's seed, if the game takes one) that {@link checkSeed} refuses.
 */
export function buildPosition<T, S>(game: string, fields: readonly string[], spec: unknown, build: (spec: T) => S, seed?: unknown): S {
  if (seed !== undefined) checkSeed(seed);
  const hint = `see docs/${game}.md, "Positions"`;
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
    throw new RuleError('BAD_STATE', 'core', `A ${game} position spec is an object like { config: { players: 2 } }, not ${printValue(spec)} (${hint}).`);
  }
  const r = readJson(spec, SPEC_LIMITS);
  if (!r.ok) throw new RuleError('BAD_STATE', 'core', `A ${game} position spec must be plain JSON data: ${jsonProblem(r)}.`);
  const unknown = Object.keys(r.value as object).filter((k) => !fields.includes(k));
  if (unknown.length > 0) {
    throw new RuleError('BAD_STATE', 'core', `A ${game} position spec has no field ${printValue(unknown[0])}; its fields are ${fields.join(', ')} (${hint}).`);
  }
  let state: S;
  try {
    state = build(r.value as T);
  } catch (e) {
    if (isRuleError(e)) throw e;
    throw new RuleError('BAD_STATE', 'core', `This ${game} position spec cannot be built (${printValue(String((e as Error)?.message ?? e))}); ${hint}.`);
  }
  return deepFreeze(state);
}

/**
 * The spec of a state with `read`: the state is read once into plain JSON and checked with the game's
 * own `validate` first (`read` gets that checked copy).
 * @throws RuleError `BAD_STATE` for a state that is not plain JSON or that `validate` rejects (or
 *   that `read` fails on).
 */
export function readPosition<S, T>(game: string, validate: (plain: unknown) => StateProblem[], state: unknown, read: (state: S) => T): T {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    throw new RuleError('BAD_STATE', 'core', `A ${game} state must be an object, not ${printValue(state)}.`);
  }
  const r = readJson(state, STATE_LIMITS);
  if (!r.ok) throw new RuleError('BAD_STATE', 'core', `A ${game} state must be plain JSON data: ${jsonProblem(r)}.`);
  let problems: StateProblem[];
  try {
    problems = validate(r.value);
  } catch {
    problems = [{ path: '', message: 'the state could not be checked', rule: 'core' }];
  }
  if (problems.length > 0) throw problemsError(problems, game);
  try {
    return read(r.value as S);
  } catch (e) {
    if (isRuleError(e)) throw e;
    throw new RuleError('BAD_STATE', 'core', `The ${game} position of this state cannot be read (${printValue(String((e as Error)?.message ?? e))}).`);
  }
}
