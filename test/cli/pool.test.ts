import { describe, expect, it } from 'vitest';
import { runIndexed } from '../../src/cli/pool.js';

const tasks = new URL('./fixtures/pool-tasks.mjs', import.meta.url);

describe('runIndexed (worker pool)', () => {
  it('returns task i at index i - first, for any number of workers and chunk size', async () => {
    const expected = Array.from({ length: 20 }, (_, k) => ({ i: 5 + k, value: (5 + k) ** 2 + 3 }));
    for (const [workers, chunk] of [[1, 1], [2, 1], [3, 2], [2, 64]] as const) {
      let last = 0;
      const got = await runIndexed({ module: tasks, name: 'square', data: { offset: 3 } }, 5, 20, { workers, chunk, onProgress: (done, total) => { expect(total).toBe(20); last = done; } });
      expect(got, `workers ${workers}, chunk ${chunk}`).toEqual(expected);
      expect(last).toBe(20);
    }
  });
  it('keeps index order when async tasks finish out of order', async () => {
    const got = await runIndexed<{ offset: number }, number>({ module: tasks, name: 'later', data: { offset: 100 } }, 0, 12, { workers: 2, chunk: 1 });
    expect(got).toEqual(Array.from({ length: 12 }, (_, i) => i + 100));
  });
  it('rejects with the error a task throws, and with an unknown task name', async () => {
    await expect(runIndexed({ module: tasks, name: 'failAt', data: { bad: 7 } }, 0, 10, { workers: 2, chunk: 3 })).rejects.toThrow(/task 7 is bad/);
    await expect(runIndexed({ module: tasks, name: 'failAt', data: { bad: 2 } }, 0, 4, { workers: 1 })).rejects.toThrow(/task 2 is bad/);
    await expect(runIndexed({ module: tasks, name: 'nothing', data: {} }, 0, 4, { workers: 2 })).rejects.toThrow(/no task function "nothing"/);
  });
  it('zero tasks need no worker', async () => {
    expect(await runIndexed({ module: tasks, name: 'square', data: { offset: 0 } }, 0, 0, { workers: 4 })).toEqual([]);
  });
});
