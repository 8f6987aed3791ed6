/**
 * Run task i of N on worker threads, results in index order.
 *
 * A task is a named export of an ES module on disk, `(data, index) => result` (sync or async); `data`
 * and the results must be structured-cloneable. Every worker imports the module once, then takes
 * chunks of consecutive indices from a shared queue (so a slow chunk does not hold the others up).
 * The results come back as an array in index order, whatever the number of workers and whichever
 * worker ran which index: a task that depends only on (data, index) gives the same array for every
 * worker count. With `workers: 1` the module is imported and run on the calling thread (no worker).
 *
 * Standard library only (`node:worker_threads`); used by `simulate`, `bench` and other CLI commands.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';

/** A task: the export `name` of the module at `module` (a file URL or absolute path), and its data. */
export interface PoolTask<D> {
  module: string | URL;
  name: string;
  data: D;
}

/** Options of {@link runIndexed}. */
export interface PoolOptions {
  /** Worker threads (default: all cores, `os.availableParallelism()`); 1 runs on this thread. */
  workers?: number;
  /** Indices per message (default: about 8 chunks per worker, at most 64). */
  chunk?: number;
  /** Called after each finished chunk with the number of finished indices and the total. */
  onProgress?: (done: number, total: number) => void;
}

/** All cores of this machine (the default worker count). */
export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

type TaskFn<D, R> = (data: D, index: number) => R | Promise<R>;

function hrefOf(module: string | URL): string {
  if (module instanceof URL) return module.href;
  return module.startsWith('file:') ? module : new URL(`file://${module}`).href;
}

async function loadTask<D, R>(task: PoolTask<D>): Promise<TaskFn<D, R>> {
  const href = hrefOf(task.module);
  const mod = (await import(href)) as Record<string, unknown>;
  const fn = mod[task.name];
  if (typeof fn !== 'function') throw new Error(`${href} has no task function "${task.name}"`);
  return fn as TaskFn<D, R>;
}

// The worker's script (CommonJS, run with eval): import the task module, then answer chunks.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.href).then((mod) => {
  const fn = mod[workerData.name];
  if (typeof fn !== 'function') throw new Error(workerData.href + ' has no task function "' + workerData.name + '"');
  parentPort.on('message', async (msg) => {
    if (msg === null) return parentPort.close();
    try {
      const results = [];
      for (let i = msg.from; i < msg.to; i++) results.push(await fn(workerData.data, i));
      parentPort.postMessage({ from: msg.from, results });
    } catch (e) {
      parentPort.postMessage({ from: msg.from, error: (e && e.stack) || String(e) });
    }
  });
  parentPort.postMessage({ ready: true });
}).catch((e) => parentPort.postMessage({ error: (e && e.stack) || String(e) }));
`;

/**
 * Run `task` for indices `first`, `first + 1`, ..., `first + count - 1` and return the results in
 * that order (`results[k]` is index `first + k`). Rejects with the first error a task throws (after
 * stopping every worker).
 */
export async function runIndexed<D, R>(task: PoolTask<D>, first: number, count: number, options: PoolOptions = {}): Promise<R[]> {
  const workers = Math.max(1, Math.floor(options.workers ?? defaultWorkers()));
  const results = new Array<R>(count);
  const progress = options.onProgress;
  if (count === 0) return results;
  if (workers === 1) {
    const fn = await loadTask<D, R>(task);
    for (let k = 0; k < count; k++) {
      results[k] = await fn(task.data, first + k);
      progress?.(k + 1, count);
    }
    return results;
  }
  const chunk = Math.max(1, Math.floor(options.chunk ?? Math.min(64, Math.ceil(count / (workers * 8)))));
  const href = hrefOf(task.module);
  let next = first;
  const end = first + count;
  let done = 0;
  const threads = Math.min(workers, Math.ceil(count / chunk));
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let live = threads;
      let failed = false;
      const fail = (e: Error) => {
        if (failed) return;
        failed = true;
        reject(e);
      };
      const feed = (w: Worker) => {
        if (next >= end) {
          w.postMessage(null);
          return;
        }
        const from = next;
        next = Math.min(end, next + chunk);
        w.postMessage({ from, to: next });
      };
      for (let t = 0; t < threads; t++) {
        const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { href, name: task.name, data: task.data } });
        pool.push(w);
        w.on('message', (msg: { ready?: true; from?: number; results?: R[]; error?: string }) => {
          if (msg.error !== undefined) return fail(new Error(`task ${task.name} failed in a worker: ${msg.error}`));
          if (msg.results) {
            for (let k = 0; k < msg.results.length; k++) results[msg.from! - first + k] = msg.results[k]!;
            done += msg.results.length;
            progress?.(done, count);
          }
          feed(w);
        });
        w.on('error', fail);
        w.on('exit', () => {
          if (--live === 0) {
            if (done === count) resolve();
            else fail(new Error(`workers stopped after ${done} of ${count} tasks`));
          }
        });
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return results;
}
