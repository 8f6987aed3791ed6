import { describe, expect, it } from 'vitest';
import { openPool, runChunks, runIndexed } from '../../src/cli/pool.js';

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
  it('the calling thread can take part: same results, N - 1 worker threads', async () => {
    const expected = Array.from({ length: 30 }, (_, k) => ({ i: k, value: k * k + 1 }));
    for (const workers of [1, 2, 3]) {
      const got = await runIndexed({ module: tasks, name: 'square', data: { offset: 1 } }, 0, 30, { workers, callingThread: true, chunk: 2 });
      expect(got, `workers ${workers}`).toEqual(expected);
    }
  });
});

describe('runChunks and a reused pool', () => {
  const total = (first: number, count: number) => Array.from({ length: count }, (_, k) => (first + k) ** 2 + 5).reduce((a, b) => a + b, 0);
  it('partials come in index order and cover every index once, for any workers, chunk size and calling thread', async () => {
    for (const [workers, chunk, callingThread] of [[1, undefined, true], [2, undefined, true], [2, 3, false], [3, 1, true], [3, undefined, false]] as const) {
      let last = 0;
      const parts = await runChunks<{ offset: number }, { from: number; to: number; sum: number }>({ module: tasks, name: 'sumChunk', data: { offset: 5 } }, 7, 200, {
        workers,
        callingThread,
        ...(chunk ? { chunk } : {}),
        onProgress: (done, n) => {
          expect(n).toBe(200);
          expect(done).toBeGreaterThanOrEqual(last);
          last = done;
        },
      });
      const label = `workers ${workers}, chunk ${chunk}, calling thread ${callingThread}`;
      expect(last, label).toBe(200);
      let next = 7;
      for (const p of parts) {
        expect(p.from, label).toBe(next);
        // The part is the task's own answer for exactly that chunk.
        expect(p.value, label).toMatchObject({ from: p.from, to: p.to });
        if (chunk) expect(p.to - p.from, label).toBeLessThanOrEqual(chunk);
        next = p.to;
      }
      expect(next, label).toBe(207);
      expect(parts.reduce((s, p) => s + p.value.sum, 0), label).toBe(total(7, 200));
    }
  });
  it('guided chunks shrink towards the end of a run (at most 64, the last ones small)', async () => {
    const parts = await runChunks<{ offset: number }, { from: number; to: number; sum: number }>({ module: tasks, name: 'sumChunk', data: { offset: 0 } }, 0, 1000, { workers: 1 });
    const sizes = parts.map((p) => p.to - p.from);
    expect(Math.max(...sizes)).toBe(64);
    expect(sizes[sizes.length - 1]).toBe(1);
  });
  it('one pool serves several runs: each worker imports the module once, and the stats count every index', async () => {
    const pool = openPool(tasks, { workers: 3, callingThread: true });
    try {
      // Tiny runs right after opening: the calling thread may finish them before a worker has started
      // (the run does not wait for a worker that claimed nothing, and its late reply is ignored).
      for (const i of [0, 1, 2]) expect(await pool.indexed('square', { offset: 1 }, i, 1)).toEqual([{ i, value: i * i + 1 }]);
      for (const [first, count] of [[0, 50], [100, 7], [3, 1]] as const) {
        const parts = await pool.chunks<{ offset: number }, { sum: number }>('sumChunk', { offset: 5 }, first, count);
        expect(parts.reduce((s, p) => s + p.value.sum, 0)).toBe(total(first, count));
        expect(await pool.indexed('square', { offset: 0 }, first, count)).toEqual(Array.from({ length: count }, (_, k) => ({ i: first + k, value: (first + k) ** 2 })));
      }
      const stats = pool.stats();
      expect(stats.threads.map((t) => t.kind)).toEqual(['calling', 'worker', 'worker']);
      expect(stats.threads.reduce((n, t) => n + t.indices, 0)).toBe(3 + 2 * (50 + 7 + 1));
      // A worker's start-up time is known once it has imported the module (null before).
      for (const t of stats.threads.slice(1)) if (t.startMs !== null) expect(t.startMs).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
  it('a chunk that throws rejects the run, in a worker or in the calling thread; the pool runs again after it', async () => {
    await expect(runChunks({ module: tasks, name: 'failChunk', data: { bad: 40 } }, 0, 100, { workers: 2, callingThread: false, chunk: 5 })).rejects.toThrow(/chunk with 40 is bad/);
    await expect(runChunks({ module: tasks, name: 'failChunk', data: { bad: 0 } }, 0, 100, { workers: 1 })).rejects.toThrow(/chunk with 0 is bad/);
    const pool = openPool(tasks, { workers: 2, callingThread: true });
    try {
      await expect(pool.chunks('failChunk', { bad: 3 }, 0, 50, { chunk: 1 })).rejects.toThrow(/chunk with 3 is bad/);
      await expect(pool.chunks('nothing', {}, 0, 5)).rejects.toThrow(/no task function "nothing"/);
      const parts = await pool.chunks<{ bad: number }, number>('failChunk', { bad: -1 }, 0, 50);
      expect(parts.reduce((s, p) => s + p.value, 0)).toBe(50);
    } finally {
      await pool.close();
    }
  });
});
