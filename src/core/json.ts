/**
 * Reading values from outside safely: a bounded printer for messages, a defensive copy of untrusted
 * input into plain JSON, and a checksum of a JSON value. The printer and the reader never throw on any
 * input (the checksum throws a RuleError for non-JSON), and each does an amount of work bounded by its
 * limits, not by the input.
 */
import { RuleError } from './errors.js';
import { canonicalHash, knownChecksum, rememberChecksum } from './canonical.js';

/** Cut printed values at this many characters. */
export const PRINT_LIMIT = 80;

/**
 * The allowed values of a field for a message: `"A1", "A2", …` cut at about {@link PRINT_LIMIT}
 * characters, then `… (29 in all)`, so a board of many sites or a long contract row never makes a
 * message of hundreds of characters.
 */
export function oneOfText(values: readonly unknown[]): string {
  let out = '';
  for (let i = 0; i < values.length; i++) {
    const t = printValue(values[i], 40);
    if (i > 0 && out.length + t.length > PRINT_LIMIT) return `${out}, … (${values.length} in all)`;
    out = i === 0 ? t : `${out}, ${t}`;
  }
  return out;
}

/**
 * A value as a message shows it, cut at ~80 characters: JSON-like, but NaN, ±Infinity, -0, BigInt,
 * symbols, functions and `undefined` by name; cycles and deep nesting as `…`. Never throws (a value
 * whose getter or Proxy trap throws prints as `[unreadable]`), reads at most a few dozen properties.
 */
export function printValue(v: unknown, limit = PRINT_LIMIT): string {
  const out: string[] = [];
  let len = 0;
  let budget = 64; // property reads
  const push = (s: string): boolean => {
    out.push(s);
    len += s.length;
    return len < limit;
  };
  const seen: object[] = [];
  const walk = (x: unknown, depth: number): boolean => {
    const mark = out.length;
    const markLen = len;
    try {
      switch (typeof x) {
        case 'number':
          return push(Object.is(x, -0) ? '-0' : String(x));
        case 'bigint':
          return push(`${String(x).slice(0, 24)}n`);
        case 'string':
          return push(JSON.stringify(x.length > limit ? x.slice(0, limit) : x));
        case 'boolean':
          return push(String(x));
        case 'undefined':
          return push('undefined');
        case 'symbol':
          return push('Symbol()');
        case 'function':
          return push('[function]');
      }
      if (x === null) return push('null');
      const o = x as object;
      if (seen.includes(o) || depth > 4) return push('…');
      seen.push(o);
      if (Array.isArray(o)) {
        if (!push('[')) return false;
        const n = o.length;
        for (let i = 0; i < n; i++) {
          if (i > 0 && !push(',')) return false;
          if (--budget < 0) return push('…');
          if (!walk(o[i], depth + 1)) return false;
        }
        seen.pop();
        return push(']');
      }
      // A typed array or DataView is never JSON: named, not listed (a for-in over 10^7 indices took seconds).
      if (ArrayBuffer.isView(o)) return push(`[${Object.prototype.toString.call(o).slice(8, -1)}]`);
      if (!push('{')) return false;
      let first = true;
      for (const k in o) {
        if (!Object.prototype.hasOwnProperty.call(o, k)) continue;
        if (!first && !push(',')) return false;
        first = false;
        if (--budget < 0) return push('…');
        if (!push(`${JSON.stringify(k.length > limit ? k.slice(0, limit) : k)}:`)) return false;
        const d = Object.getOwnPropertyDescriptor(o, k);
        if (d && !('value' in d)) {
          if (!push('[getter]')) return false;
        } else if (!walk(d?.value, depth + 1)) return false;
      }
      seen.pop();
      return push('}');
    } catch {
      // What this value had printed so far (`{"a":` of a Proxy whose trap threw) is taken back: the
      // value prints as one word, not as an unclosed `{?`.
      out.length = mark;
      len = markLen;
      return push('[unreadable]');
    }
  };
  walk(v, 0);
  const s = out.join('');
  return s.length > limit ? `${s.slice(0, limit - 1)}…` : s;
}

/**
 * Characters written as `\uXXXX` by {@link printable}: C0, DEL and C1 (a terminal's escape sequences
 * start with them); the bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069:
 * they reorder the text shown after them); the line and paragraph separators U+2028/U+2029; the
 * invisible U+200B-U+200D, U+2060 and U+FEFF; and lone surrogates (written out as U+FFFD otherwise).
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `text` with every character that could drive the terminal or disguise what is shown (see
 * UNPRINTABLE: control characters, bidirectional controls, invisible characters, lone surrogates)
 * written as `\uXXXX`, so a file's bytes, a seed or a path echoed back show as what they are.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Longest run of non-space characters {@link boundedText} keeps whole, and the runs past it. */
const LONG_RUN = 80;
const LONG_RUNS = new RegExp(`\\S{${LONG_RUN + 1},}`, 'g');

/**
 * `text` (a message or a path built from outside data, e.g. a state's unknown key) made safe to show:
 * {@link printable}, every run of more than 80 non-space characters cut to its first 79 and `…`, and the
 * whole cut at `max` characters. Idempotent.
 */
export function boundedText(text: string, max = 400): string {
  const s = printable(text).replace(LONG_RUNS, (w) => `${w.slice(0, LONG_RUN - 1)}…`);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/**
 * The end of the message for `text` that `JSON.parse` refused with `e`: `is not valid JSON text (at
 * character n); it begins "…"`, or `(it is empty)` for blank text, the text's first 32 characters
 * through the bounded printer (escaped), never its raw bytes; for no text at all only `(it is empty)`.
 */
export function notJsonText(text: string, e: unknown): string {
  const at = /at position (\d+)/.exec(String((e as Error)?.message))?.[1];
  if (text === '') return 'is not valid JSON text (it is empty)';
  const where = at !== undefined ? ` (at character ${at})` : text.trim() === '' ? ' (it is empty)' : '';
  return `is not valid JSON text${where}; it begins ${printValue(text.slice(0, 32))}`;
}

/** What {@link jsonTextExcess} returns for text nesting deeper than its `maxDepth`. */
export const NESTS_DEEPER = 'nesting deeper than allowed';

/**
 * The first way `text`, read as JSON, goes past these bounds, in the order it is met in the text, or
 * `undefined` if it does not (or is not JSON: `JSON.parse` then says so). One linear scan, stopping at
 * the first excess; brackets and commas inside strings do not count. Run before `JSON.parse`, whose own
 * time on 4·10^6 nested brackets is ~360 ms, and on a 4 MiB log of one 358,784-key object (with the key
 * listing after it) 434 ms (trial 20). Returns:
 * - {@link NESTS_DEEPER} when arrays/objects nest deeper than `maxDepth` (the top value is depth 1);
 * - `more than <maxValues> values in all`, `an object with more than <maxKeys> keys`: counted by commas
 *   per open container, so data within the limits is never refused (n commas mean at least n + 1
 *   values, n commas in one object at least n + 1 keys). After a closing bracket with nothing open (not
 *   JSON) only the nesting is still counted.
 */
export function jsonTextExcess(text: string, maxDepth: number, maxKeys = Infinity, maxValues = Infinity): string | undefined {
  const commas = new Int32Array(maxDepth + 2);
  const object = new Uint8Array(maxDepth + 2);
  let depth = 0;
  let total = 0;
  let counting = true;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 44) {
      if (!counting) continue;
      if (++total >= maxValues) return `more than ${maxValues} values in all`;
      if (object[depth] === 1 && ++commas[depth]! >= maxKeys) return `an object with more than ${maxKeys} keys`;
    } else if (c === 91 || c === 123) {
      if (++depth > maxDepth) return NESTS_DEEPER;
      if (counting) {
        commas[depth] = 0;
        object[depth] = c === 123 ? 1 : 0;
      }
    } else if (c === 93 || c === 125) {
      if (--depth < 0) counting = false; // not JSON
    }
  }
  return undefined;
}

/** True when `text`, read as JSON, nests arrays/objects deeper than `max` (the top value is depth 1; see {@link jsonTextExcess}). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  return jsonTextExcess(text, max) === NESTS_DEEPER;
}

/** Bounds on a value read by {@link readJson}. */
export interface JsonLimits {
  /** Deepest nesting of arrays and objects (the top value is depth 0). */
  readonly depth: number;
  /** Most values (objects, arrays and leaves) in all. */
  readonly nodes: number;
  /** Longest string (and object key), in UTF-16 units. */
  readonly string: number;
  /**
   * Most keys in one object. V8 slows down more than linearly on objects with very many keys (one object
   * of 10^5 keys costs ~140 ms to copy and check, 10^4 arrays of 10 keys ~12 ms), so a wide object is refused
   * before it is copied.
   */
  readonly keys: number;
  /** Accept NaN and ±Infinity as numbers (for actions: the game's own field checks then name the rule). */
  readonly nonFinite?: boolean;
  /** Read an object property whose value is `undefined` as missing (for specs written in TypeScript). */
  readonly undefinedAsMissing?: boolean;
  /**
   * Refuse what `JSON.stringify` would drop silently: symbol-keyed and non-enumerable own properties,
   * arrays with named properties. On for actions (small, and built by code). Off for states, configs and
   * logs, which are JSON documents (from storage or the network none of these can occur): there they are
   * ignored exactly as `JSON.stringify` ignores them, because finding them costs an own-key list of every
   * array and object, which doubled the cost of reading a state (e.g. a 12-player Welcome To state,
   * 172 -> 365 µs, fastest of 8 rounds).
   */
  readonly exactKeys?: boolean;
}

/** Limits for an action: shallow and small. */
export const ACTION_LIMITS: JsonLimits = Object.freeze({ depth: 8, nodes: 10_000, keys: 64, string: 1_000, nonFinite: true, exactKeys: true });
/**
 * Limits for a config. The published component data is 1–3 thousand values per game; custom component data
 * may be 10–30 times that. This cap, not only each game's own limits, bounds the size of every state a game
 * can reach, and so the time to read and validate one (issue #11: every call under 50 ms; a Welcome To state
 * of 56 700 values, from a 50 000-value config, took ~45 ms CPU to enter).
 */
export const CONFIG_LIMITS: JsonLimits = Object.freeze({ depth: 16, nodes: 30_000, keys: 256, string: 10_000 });
/**
 * Limits for a state: a state holds its config (at most {@link CONFIG_LIMITS}`.nodes` values) plus what play
 * adds (score sheets, decks, boards: at most ~15 000 values in any game at its limits), with room to spare.
 */
export const STATE_LIMITS: JsonLimits = Object.freeze({ depth: 24, nodes: 60_000, keys: 256, string: 10_000 });

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why `v`, a value that is not an object or null, is not a JSON scalar within the limits (a string longer
 * than `maxString`, a non-finite number unless `nonFinite`, a BigInt, symbol, function or `undefined`);
 * undefined when it is one. The one leaf check of both readers of {@link readJson}.
 */
function scalarProblem(v: unknown, maxString: number, nonFinite: boolean): string | undefined {
  switch (typeof v) {
    case 'string':
      return v.length > maxString ? `a string longer than ${maxString} characters` : undefined;
    case 'number':
      return Number.isFinite(v) || nonFinite ? undefined : `${String(v)} (not a JSON number)`;
    case 'boolean':
      return undefined;
    default:
      return `${nonJsonName(typeof v)} (not a JSON value)`;
  }
}

/** The result of {@link readJson}: a fresh plain-JSON copy, or why the input is not one. */
export type JsonRead =
  | { ok: true; value: unknown; /** Every object and array of the input was frozen (the input cannot change). */ frozen: boolean }
  | { ok: false; path: string; reason: string };

class NotJson {
  constructor(readonly path: string, readonly reason: string) {}
}

/**
 * Copy `x` into fresh plain JSON, reading every property once through its descriptor (a getter is
 * never called; a Proxy trap that throws is caught). Refused: BigInt, symbols, functions, `undefined`,
 * NaN and ±Infinity, holes in arrays, accessor properties, with `limits.exactKeys` symbol-keyed or non-enumerable
 * properties and arrays with named properties (without it these are ignored, as `JSON.stringify` ignores them), prototypes other than `Object.prototype`,
 * `null` or `Array.prototype`, the keys `__proto__`/`constructor`/`prototype`, cycles, and anything
 * past `limits` (NaN and ±Infinity are kept when `limits.nonFinite`). `-0` is read as `0`. Never throws; work is bounded by `limits.nodes`.
 * `frozen` tells whether the input was frozen throughout (then it can be used in place of the copy).
 */
export function readJson(x: unknown, limits: JsonLimits): JsonRead {
  if (limits.exactKeys === true && limits.undefinedAsMissing !== true) {
    const fast = readExact(x, limits);
    if (fast !== undefined) return fast;
  }
  try {
    return fullRead(x, limits);
  } finally {
    wideObject = wideKeys = undefined; // the caller's object is not held after the call
  }
}

/**
 * An object {@link readExact} found wider than its limit, with the `Object.keys` it listed: the full read
 * that follows uses that list for this object instead of listing its keys again (see exactCopy).
 */
let wideObject: object | undefined;
let wideKeys: string[] | undefined;

/** {@link readJson}'s full read: every check, in order, each refusal named with its path. */
function fullRead(x: unknown, limits: JsonLimits): JsonRead {
  let nodes = 0;
  let frozen = true;
  // The limits in locals: the limits objects differ in shape (optional fields), and reading them in the
  // loop made V8 re-optimise the copy for each shape it met.
  const maxNodes = limits.nodes, maxString = limits.string, maxDepth = limits.depth, maxKeys = limits.keys;
  const nonFinite = limits.nonFinite === true, undefinedAsMissing = limits.undefinedAsMissing === true;
  const exact = limits.exactKeys === true;
  const stack: object[] = [];
  // The keys from the top to the value being read; the path string is built only for a problem.
  const trail: (string | number)[] = [];
  const here = (extra?: string | number): string => {
    const keys = extra === undefined ? trail : [...trail, extra];
    return keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${keyName(k)}`)).join('');
  };
  const fail = (reason: string, extra?: string | number): never => {
    throw new NotJson(here(extra), reason);
  };
  /** With exactKeys: refuse an array's own properties other than its indices and `length`. */
  const exactArray = (o: unknown[], n: number): void => {
    const ks = Object.keys(o); // indices, then named properties (enumerable ones)
    if (ks.length > n) {
      // Holes make `ks` shorter, so the first named property is at most at index n.
      for (let i = 0; i < ks.length; i++) {
        const k = ks[i]!;
        if (!(String(Number(k)) === k && Number(k) < n)) fail(`an array with a named property "${keyName(k)}"`);
      }
    }
    const names = Object.getOwnPropertyNames(o);
    if (names.length !== n + 1 || Object.getOwnPropertySymbols(o).length > 0) {
      const own = Reflect.ownKeys(o);
      for (let i = 0; i < own.length; i++) {
        const k = own[i]!;
        if (typeof k === 'symbol') fail(`a symbol-keyed property (${keyName(k)})`);
        if (k !== 'length' && !(String(Number(k)) === k && Number(k) < n)) fail(`an array with a named property "${keyName(k)}"`);
      }
    }
  };
  /** With exactKeys: refuse an object's symbol-keyed and non-enumerable own properties (`enumerable`: how many Object.keys listed). */
  const exactObject = (o: object, enumerable: number): void => {
    const symbols = Object.getOwnPropertySymbols(o);
    if (symbols.length > 0) fail(`a symbol-keyed property (${keyName(symbols[0]!)})`);
    const names = Object.getOwnPropertyNames(o);
    if (names.length === enumerable) return;
    if (names.length > maxKeys) fail(`an object with ${names.length} own keys (at most ${maxKeys})`);
    for (let i = 0; i < names.length; i++) {
      const d = Object.getOwnPropertyDescriptor(o, names[i]!);
      if (d !== undefined && !d.enumerable) fail('a non-enumerable property', names[i]);
    }
  };
  const copy = (v: unknown, depth: number): unknown => {
    if (++nodes > maxNodes) fail(`more than ${maxNodes} values`);
    if (typeof v !== 'object') {
      const problem = scalarProblem(v, maxString, nonFinite);
      if (problem !== undefined) fail(problem);
      return v === 0 ? 0 : v; // -0 is read as 0
    }
    if (v === null) return null;
    const o = v as object;
    if (depth >= maxDepth) fail(`nesting deeper than ${maxDepth}`);
    if (stack.includes(o)) fail('a cycle');
    stack.push(o);
    let out: unknown;
    // The size limits are checked right after the cheapest listing (`length`, `Object.keys`) and before
    // any other work on the object (issue #11: an object of 10^5 keys is refused for the cost of one key
    // listing, less than the caller's own JSON.parse of it). Everything else (`isFrozen`, the own-key
    // checks, the descriptors) is done only on objects within the limits.
    if (Array.isArray(o)) {
      if (Object.getPrototypeOf(o) !== Array.prototype) fail('an array with another prototype');
      const n = o.length;
      if (nodes + n > maxNodes) fail(`more than ${maxNodes} values in all (reading an array of ${n} values)`);
      // Extra own properties (named ones, symbols) are what JSON.stringify would drop silently.
      if (exact) exactArray(o as unknown[], n);
      if (frozen && !Object.isFrozen(o)) frozen = false;
      const arr: unknown[] = new Array<unknown>(n);
      for (let i = 0; i < n; i++) {
        const d = Object.getOwnPropertyDescriptor(o, i);
        if (d === undefined) fail('a hole in an array', i);
        if (!('value' in d!)) fail('a getter', i);
        const value = d!.value as unknown;
        // A Proxy's `get` trap is called once too, so that a trap that throws (or answers otherwise than
        // the property it lists) is refused whatever the input kind (issue #11: it used to be read from
        // the Proxy's target for objects, refused for arrays, whose length is read through it).
        if (!Object.is((o as unknown[])[i], value)) fail('a value that reads differently through its descriptor and get', i);
        trail.push(i);
        arr[i] = copy(value, depth + 1);
        trail.pop();
      }
      out = arr;
    } else {
      const proto = Object.getPrototypeOf(o);
      if (proto !== Object.prototype && proto !== null) fail('an object that is not plain data');
      const keys = o === wideObject ? wideKeys! : Object.keys(o);
      if (keys.length > maxKeys) fail(`an object with ${keys.length} keys (at most ${maxKeys})`);
      if (nodes + keys.length > maxNodes) fail(`more than ${maxNodes} values in all (reading an object of ${keys.length} keys)`);
      // With exactKeys the own keys Object.keys skips (symbols, non-enumerable ones) are refused too.
      if (exact) exactObject(o, keys.length);
      if (frozen && !Object.isFrozen(o)) frozen = false;
      const obj: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!;
        if (FORBIDDEN.has(k)) fail(`the key "${k}"`, k);
        if (k.length > maxString) fail(`a key longer than ${maxString} characters`);
        const d = Object.getOwnPropertyDescriptor(o, k);
        if (d === undefined) continue;
        if (!d.enumerable) fail('a non-enumerable property', k);
        if (!('value' in d)) fail('a getter', k);
        const value = d.value as unknown;
        if (!Object.is((o as Record<string, unknown>)[k], value)) fail('a value that reads differently through its descriptor and get', k);
        if (value === undefined && undefinedAsMissing) continue;
        trail.push(k);
        obj[k] = copy(value, depth + 1);
        trail.pop();
      }
      out = fast(obj, keys.length);
    }
    stack.pop();
    return out;
  };
  try {
    const value = copy(x, 0);
    return { ok: true, value, frozen };
  } catch (e) {
    if (e instanceof NotJson) return { ok: false, path: e.path, reason: e.reason };
    // A Proxy trap threw, or the engine ran out of stack.
    return { ok: false, path: '', reason: 'reading it threw an exception' };
  }
}

/**
 * Whether {@link readJson}`(v, limits)` accepts `v`, a tree `JSON.parse` has just returned that no caller
 * holds: plain data by construction (no getter, Proxy, symbol, cycle, hole, other prototype), so only the
 * limits, the forbidden keys and non-finite numbers (`1e999` parses as Infinity) are left to check, with
 * the full read's own counting, and `-0` is set to `0` in place as the copy would read it. Then `v` is what
 * the copy would be, without the copy and its two reads per property (issue #11/#13: reading the longest
 * Welcome To log was 11% of replaying it). `false` says only "let the full read decide and name why".
 */
export function parsedWithinLimits(v: unknown, limits: JsonLimits): boolean {
  parsedNodes = 0;
  return parsedOk(v, 0, limits);
}

let parsedNodes = 0;

function parsedOk(v: unknown, depth: number, limits: JsonLimits): boolean {
  if (++parsedNodes > limits.nodes) return false;
  if (typeof v !== 'object') return scalarProblem(v, limits.string, limits.nonFinite === true) === undefined;
  if (v === null) return true;
  if (depth >= limits.depth) return false;
  if (Array.isArray(v)) {
    const n = v.length;
    if (parsedNodes + n > limits.nodes) return false;
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      if (!parsedOk(x, depth + 1, limits)) return false;
      if (x === 0 && Object.is(x, -0)) v[i] = 0; // -0 is read as 0
    }
    return true;
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length > limits.keys || parsedNodes + keys.length > limits.nodes) return false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (FORBIDDEN.has(k) || k.length > limits.string) return false;
    const x = o[k];
    if (!parsedOk(x, depth + 1, limits)) return false;
    if (x === 0 && Object.is(x, -0)) o[k] = 0;
  }
  return true;
}

/** The bookkeeping of one {@link readExact} (an object per call: a Proxy trap may read another value meanwhile). */
interface ExactRead {
  nodes: number;
  frozen: boolean;
  readonly stack: object[];
  readonly limits: JsonLimits;
}

/** Thrown inside {@link readExact}: the value is not one it accepts, so {@link readJson}'s full read decides (and names why). */
const DOUBT: unique symbol = Symbol('doubt');

/**
 * {@link readJson} with `exactKeys` (an action) for the input it accepts, with one `Reflect.ownKeys` per
 * object or array where the full read lists the own keys three times (`Object.keys`,
 * `getOwnPropertyNames`, `getOwnPropertySymbols`; on an array each builds a string per index): issue
 * #13, these listings were most of a cold `apply` of a Bella Vista placement. It makes every check the
 * full read makes (prototype, descriptor, a data property read the same through `get`, enumerable, no
 * symbol, no named array property, no hole, cycle, depth, sizes, forbidden keys) and gives the same
 * copy; at the first doubt it gives up (undefined) and the full read runs from the start, so every
 * refusal keeps its exact message.
 */
function readExact(x: unknown, limits: JsonLimits): JsonRead | undefined {
  const r: ExactRead = { nodes: 0, frozen: true, stack: [], limits };
  try {
    const value = exactCopy(x, 0, r);
    return { ok: true, value, frozen: r.frozen };
  } catch {
    return undefined; // DOUBT, a Proxy trap that threw, or the stack ran out: the full read reports it
  }
}

function exactCopy(v: unknown, depth: number, r: ExactRead): unknown {
  const limits = r.limits;
  if (++r.nodes > limits.nodes) throw DOUBT;
  if (typeof v !== 'object') {
    if (scalarProblem(v, limits.string, limits.nonFinite === true) !== undefined) throw DOUBT;
    return v === 0 ? 0 : v; // -0 is read as 0
  }
  if (v === null) return null;
  const o = v as object;
  if (depth >= limits.depth || r.stack.includes(o)) throw DOUBT;
  if (Array.isArray(o)) {
    if (Object.getPrototypeOf(o) !== Array.prototype) throw DOUBT;
    const n = o.length;
    // The size first, before any listing (a 10^6-element array is refused for the cost of its length).
    if (r.nodes + n > limits.nodes) throw DOUBT;
    // Exactly the indices and `length` (a hole would make room for a named key: each index is checked below).
    if (Reflect.ownKeys(o).length !== n + 1) throw DOUBT;
    if (r.frozen && !Object.isFrozen(o)) r.frozen = false;
    r.stack.push(o);
    const arr: unknown[] = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const d = Object.getOwnPropertyDescriptor(o, i);
      if (d === undefined || !('value' in d)) throw DOUBT;
      const value = d.value as unknown;
      if (!Object.is((o as unknown[])[i], value)) throw DOUBT;
      arr[i] = exactCopy(value, depth + 1, r);
    }
    r.stack.pop();
    return arr;
  }
  const proto = Object.getPrototypeOf(o);
  if (proto !== Object.prototype && proto !== null) throw DOUBT;
  // The enumerable keys first, counted before the own-key listing: on an object of 10^5 keys (a
  // dictionary) `Reflect.ownKeys` takes 60-90 ms, `Object.keys` 26-35 ms (the floor: V8 lists every key
  // even for a for-in that stops at the limit). A wide object is handed to the full read with its key
  // list, which refuses it on that count without listing it again (issue #11: a 10^5-key action took
  // 87-103 ms to refuse, three listings). On the small objects of a real action `Object.keys` reads V8's
  // enum cache.
  const enumerable = Object.keys(o);
  if (enumerable.length > limits.keys) {
    wideObject = o;
    wideKeys = enumerable;
    throw DOUBT;
  }
  const keys = Reflect.ownKeys(o);
  if (keys.length > limits.keys || r.nodes + keys.length > limits.nodes) throw DOUBT;
  if (r.frozen && !Object.isFrozen(o)) r.frozen = false;
  r.stack.push(o);
  const obj: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (typeof k !== 'string' || FORBIDDEN.has(k) || k.length > limits.string) throw DOUBT;
    const d = Object.getOwnPropertyDescriptor(o, k);
    if (d === undefined || !d.enumerable || !('value' in d)) throw DOUBT;
    const value = d.value as unknown;
    if (!Object.is((o as Record<string, unknown>)[k], value)) throw DOUBT;
    obj[k] = exactCopy(value, depth + 1, r);
  }
  r.stack.pop();
  return fast(obj, keys.length);
}

/**
 * Above this many keys V8 keeps an object built by keyed stores (`obj[k] = v`, as the copies here are)
 * in dictionary mode: every later `state.field` read is then a hash lookup (measured on Node 20: 19
 * keys stay fast, 20 do not). A Bella Vista state root has 29 keys, Simplicity's 24, Tower Up's 23: a
 * fast copy halved their cold `apply` and `legalActions` p50 in the bench. Not lower: Villagers' root (18
 * keys, already fast) read as a spread copy made its cold calls ~1.5x slower.
 */
const FAST_KEYS = 19;

/** `obj`, or for one of more than {@link FAST_KEYS} keys a spread copy, which V8 builds as a fast-mode object. */
function fast(obj: Record<string, unknown>, keys: number): Record<string, unknown> {
  return keys > FAST_KEYS ? { ...obj } : obj;
}

/** How a message names a value of a type JSON does not have (`typeof` it): "undefined", "a BigInt", "a symbol", "a function". */
function nonJsonName(type: string): string {
  return type === 'undefined' ? 'undefined' : type === 'bigint' ? 'a BigInt' : `${article(type)} ${type}`;
}

/**
 * The indefinite article for `word` as a message prints it ("a", or "an" before a vowel letter; a
 * leading quote or bracket is skipped): `${article(w)} ${w}` never reads "a undefined" or "a "end"".
 */
export function article(word: string): 'a' | 'an' {
  const m = /[A-Za-z0-9]/.exec(word);
  return m !== null && /[aeiouAEIOU8]/.test(m[0]) ? 'an' : 'a';
}

/** {@link article} with a capital, to start a sentence. */
export function Article(word: string): 'A' | 'An' {
  return article(word) === 'an' ? 'An' : 'A';
}

/** A property key for a message: at most 40 characters. */
function keyName(k: string | symbol): string {
  const t = typeof k === 'symbol' ? k.toString() : k;
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}

/** `"at .a.b: reason"`, for messages. */
export function jsonProblem(r: { path: string; reason: string }): string {
  return r.path ? `${r.reason} at ${r.path.replace(/^\./, '')}` : r.reason;
}

/**
 * A 32-bit FNV-1a checksum of a JSON value's canonical text (object keys sorted), as 8 hex digits.
 * Portable (no Node crypto): the same state gives the same checksum in Node and in browsers.
 * Not a cryptographic hash: it detects truncated or corrupted logs, not forged ones.
 * The value is read as {@link readJson} reads (getters never called) and its copy hashed (see
 * `canonicalHash` in canonical.ts); a value frozen throughout is hashed once and remembered.
 * @throws RuleError `BAD_STATE` for a value that is not plain JSON (a cycle, BigInt, a getter...).
 */
export function checksum(value: unknown): string {
  const cached = knownChecksum(value);
  if (cached !== undefined) return cached;
  const r = readJson(value, STATE_LIMITS);
  if (!r.ok) throw new RuleError('BAD_STATE', 'core', `Only plain JSON data has a checksum: ${jsonProblem(r)}.`);
  // The copy is plain JSON within the state limits (finite numbers, no -0, no undefined, no hole).
  const sum = canonicalHash(r.value)!;
  // A value frozen throughout (every engine state) cannot change: `record` asks for the checksum of
  // the state it made last time again, as the state the log reaches.
  if (r.frozen) rememberChecksum(value, sum);
  return sum;
}
