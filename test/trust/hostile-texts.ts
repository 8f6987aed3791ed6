/**
 * Hostile action texts for `parseAction` (issue #11): the longest, deepest and widest an attacker can
 * send, and the odd ones. Used by test/trust/parse-action.test.ts and test/trust/parse-timing.ts.
 */
import { MAX_ACTION_TEXT } from '../../src/core/index.js';

/** Hostile texts: the longest, deepest and widest an attacker can send, and the odd ones. */
export function hostileTexts(): { name: string; text: unknown }[] {
  const keys = (n: number): string => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;
  return [
    { name: 'one past the cap', text: `{"type":"pass","player":0,"x":"${'a'.repeat(MAX_ACTION_TEXT)}"}` },
    { name: '10^7 characters', text: ' '.repeat(10_000_000) },
    { name: '10^6 keys', text: keys(1_000_000) },
    { name: '10^6 nested brackets', text: '['.repeat(1_000_000) },
    { name: 'widest object within the cap', text: keys(Math.floor(MAX_ACTION_TEXT / 7)).slice(0, MAX_ACTION_TEXT - 1) + '}' },
    { name: '65 keys', text: keys(65) },
    { name: 'deepest within the cap', text: '['.repeat(MAX_ACTION_TEXT >> 1) + ']'.repeat(MAX_ACTION_TEXT >> 1) },
    { name: '9 nested objects', text: '{"a":'.repeat(9) + '0' + '}'.repeat(9) },
    { name: 'deep inside a string does not count, 9 real levels do', text: `${'['.repeat(9)}"${'['.repeat(100)}"${']'.repeat(9)}` },
    { name: 'a string of 1 001 characters', text: `{"type":"x","s":"${'s'.repeat(1_001)}"}` },
    { name: 'a key of 1 001 characters', text: `{"${'k'.repeat(1_001)}":0}` },
    { name: '__proto__ key', text: '{"type":"pass","player":0,"__proto__":{"polluted":true}}' },
    { name: 'constructor key', text: '{"type":"pass","constructor":1}' },
    { name: 'byte-order mark', text: '\ufeff{"type":"pass","player":0}' },
    { name: 'empty', text: '' },
    { name: 'blank', text: '   \n' },
    { name: 'not JSON', text: '{type: pass}' },
    { name: 'truncated', text: '{"type":"pass","player":' },
    { name: 'two values', text: '{} {}' },
    { name: 'control characters', text: '\u0000\u001b[31m\u202e' },
    { name: 'lone surrogate', text: '\ud800' },
    { name: 'undefined', text: undefined },
    { name: 'null', text: null },
    { name: 'number', text: 42 },
    { name: 'BigInt', text: 1n },
    { name: 'symbol', text: Symbol('s') },
    { name: 'object', text: { type: 'pass', player: 0 } },
    { name: 'String object', text: new String('{}') },
    { name: 'throwing Proxy', text: new Proxy({}, { get: () => { throw new Error('trap'); }, getPrototypeOf: () => { throw new Error('trap'); } }) },
  ];
}
