import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/freeze.js';

describe('deepFreeze', () => {
  it('freezes nested plain data and returns it', () => {
    const x = deepFreeze({ a: [1, { b: 2 }], c: { d: [3] } });
    expect(Object.isFrozen(x) && Object.isFrozen(x.a) && Object.isFrozen(x.a[1]) && Object.isFrozen(x.c.d)).toBe(true);
    expect(() => {
      (x.c.d as number[]).push(4);
    }).toThrow(TypeError);
  });
});
