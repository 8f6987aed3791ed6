/**
 * Run tasks i = first .. first + count - 1 on worker threads, results in index order.
 *
 * A task is a named export of an ES module on disk; `data` and the results must be
 * structured-cloneable. Two kinds of task:
 * - an index task `(data, index) => result` (sync or async), run by {@link runIndexed} /
 *   {@link Pool.indexed}: one result per index;
 * - a chunk task `(data, from, to) => partial`, run by {@link runChunks} / {@link Pool.chunks}: one
 *   partial result (e.g. a tally) per chunk of consecutive indices `from .. to - 1`, so that a worker
 *   posts a few small aggregates instead of one result per index. The caller merges the partials in
 *   index order; where the chunks begin and end is not specified (it depends on the worker count and
 *   on timing), so a merge that gives the same answer for every split gives the same answer for every
 *   worker count.
 *
 * Design: every worker thread imports the module once, when the pool
 * opens, and is reused for every run of the pool. A run sends each thread one message (the task name,
 * its data and a small shared control block); threads then claim chunks of indices themselves from a
 * shared counter (`Atomics`, no message round trip, guided sizes: large at first, small at the end
 * so that no thread idles long at the tail), count finished indices in shared memory (the progress
 * bar reads that counter) and post their results once, at the end of the run. With `callingThread`
 * the calling thread claims chunks too, as one of the `workers` threads: `workers: N` then starts
 * N - 1 worker threads and `workers: 1` none.
 *
 * Standard library only (`node:worker_threads`); used by `simulate`, `bench`, `arena`.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { availableParallelism } from 'node:os';

/** A task: the export `name` of the module at `module` (a file URL or absolute path), and its data. */
export interface PoolTask<D> {
  module: string | URL;
  name: string;
  data: D;
}

/** Options of one run ({@link runIndexed}, {@link runChunks}, {@link Pool.indexed}, {@link Pool.chunks}). */
export interface RunOptions {
  /**
   * Indices per chunk: a fixed size when given; by default guided (about a quarter of the remaining
   * indices per thread, from 1 up to 64), so chunks shrink towards the end of the run.
   */
  chunk?: number;
  /** Called as indices finish (at most about 10 times a second, and once at the end) with the number finished and the total. */
  onProgress?: (done: number, total: number) => void;
}

/** Options of {@link openPool}. */
export interface PoolOptions {
  /** Threads running tasks (default: all cores, `os.availableParallelism()`). */
  workers?: number;
  /**
   * Whether the calling thread runs chunks too, as one of the `workers` (default: only when
   * `workers` is 1). Leave it off when a task measures CPU time with a process-wide clock (`bench`).
   */
  callingThread?: boolean;
  /** V8 heap limits of each worker thread (default: Node's). */
  resourceLimits?: ResourceLimits;
}

/** What a pool has done so far, per thread (the calling thread first when it takes part). */
export interface PoolStats {
  threads: {
    /** `'calling'` or `'worker'`. */
    kind: 'calling' | 'worker';
    /** Wall milliseconds from starting the thread until its task module was imported (0 for the calling thread, null while starting). */
    startMs: number | null;
    /** Chunks and indices this thread ran. */
    chunks: number;
    indices: number;
  }[];
}

/** All cores of this machine (the default worker count). */
export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

type AnyFn = (...args: unknown[]) => unknown;

function hrefOf(module: string | URL): string {
  if (module instanceof URL) return module.href;
  return module.startsWith('file:') ? module : new URL(`file://${module}`).href;
}

// The shared control block of a run: Int32 slots.
// (runJob spells the slots out: it is embedded in the worker script)
const NEXT = 0; // the next unclaimed index, relative to `first`
const DONE = 1; // finished indices
const ABORT = 2; // 1 once a task threw: stop claiming
const CONTROL_SLOTS = 3; // then one slot per worker thread: chunks it claimed (or is claiming)

/** One run as a thread sees it (the message posted to each worker). */
interface Job {
  job: number;
  name: string;
  /** 'each': fn(data, index) per index; 'chunk': fn(data, from, to) per chunk. */
  mode: 'each' | 'chunk';
  data: unknown;
  first: number;
  count: number;
  /** Fixed chunk size, or 0 for guided. */
  chunk: number;
  threads: number;
  control: SharedArrayBuffer;
  /** This thread's claim counter in `control` (a worker's), or -1 (the calling thread's). */
  slot: number;
}

/** A chunk's result: `value` is the partial (chunk mode) or the array of results (each mode). */
interface Part {
  from: number;
  to: number;
  value: unknown;
}

/**
 * The run loop of one thread, shared by the calling thread and the workers (the worker script embeds
 * its source, so it uses nothing but its arguments and globals): claim a chunk from the shared
 * counter, run it, count it done, hand its part to `onPart`; until no index is left or a task threw.
 * Guided sizes: a quarter of the remaining indices per thread, from 1 up to 64.
 */
async function runJob(fn: AnyFn, job: Job, onPart: (part: Part) => void): Promise<void> {
  const ctl = new Int32Array(job.control);
  const next = 0, done = 1, abort = 2; // = NEXT, DONE, ABORT
  for (;;) {
    if (Atomics.load(ctl, abort) !== 0) return;
    const from = Atomics.load(ctl, next);
    if (from >= job.count) return;
    const size = job.chunk > 0 ? job.chunk : Math.max(1, Math.min(64, Math.ceil((job.count - from) / (job.threads * 4))));
    const to = Math.min(job.count, from + size);
    // Count the claim before making it, so that once the calling thread sees every index claimed, a
    // worker whose counter is 0 has no results for this run (the calling thread need not wait for it).
    if (job.slot >= 0) Atomics.add(ctl, job.slot, 1);
    if (Atomics.compareExchange(ctl, next, from, to) !== from) {
      if (job.slot >= 0) Atomics.sub(ctl, job.slot, 1);
      continue;
    }
    if (job.mode === 'chunk') {
      let value = fn(job.data, job.first + from, job.first + to);
      if (value instanceof Promise) value = await value;
      Atomics.add(ctl, done, to - from);
      onPart({ from, to, value });
    } else {
      const values: unknown[] = [];
      for (let i = from; i < to; i++) {
        let value = fn(job.data, job.first + i);
        if (value instanceof Promise) value = await value;
        values.push(value);
        Atomics.add(ctl, done, 1);
      }
      onPart({ from, to, value: values });
    }
  }
}

// The worker's script (CommonJS, run with eval): import the task module once, then run jobs.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ABORT = ${ABORT};
const runJob = (${runJob.toString()});
import(workerData.href).then((mod) => {
  parentPort.on('message', async (job) => {
    const fn = mod[job.name];
    const parts = [];
    try {
      if (typeof fn !== 'function') throw new Error(workerData.href + ' has no task function "' + job.name + '"');
      await runJob(fn, job, (part) => parts.push(part));
      parentPort.postMessage({ job: job.job, parts });
    } catch (e) {
      Atomics.store(new Int32Array(job.control), ABORT, 1);
      parentPort.postMessage({ job: job.job, error: (e && e.stack) || String(e) });
    }
  });
  parentPort.postMessage({ ready: performance.timeOrigin + performance.now() });
}).catch((e) => parentPort.postMessage({ fatal: (e && e.stack) || String(e) }));
`;

interface WorkerReply {
  /** When the task module was imported (epoch ms, the worker's clock). */
  ready?: number;
  fatal?: string;
  job?: number;
  parts?: Part[];
  error?: string;
}

interface Thread {
  worker: Worker;
  startMs: number | null;
  chunks: number;
  indices: number;
  /** The reply of the current job, once it comes (or the thread's failure). */
  pending?: { job: number; name: string; resolve: (parts: Part[]) => void; reject: (e: Error) => void };
  failure?: Error;
}

/**
 * A pool of threads with one task module imported on each: open it once, run any number of runs on
 * it (one at a time), then {@link Pool.close} it.
 */
export class Pool {
  readonly href: string;
  readonly size: number;
  readonly callingThread: boolean;
  private readonly threads: Thread[] = [];
  private local?: Promise<Record<string, unknown>>;
  private localChunks = 0;
  private localIndices = 0;
  private jobs = 0;
  private busy = false;

  /** Use {@link openPool}. */
  constructor(module: string | URL, options: PoolOptions = {}) {
    this.href = hrefOf(module);
    this.size = Math.max(1, Math.floor(options.workers ?? defaultWorkers()));
    this.callingThread = this.size === 1 || options.callingThread === true;
    const spawned = this.callingThread ? this.size - 1 : this.size;
    for (let t = 0; t < spawned; t++) this.spawn(options.resourceLimits);
  }

  private spawn(resourceLimits: ResourceLimits | undefined): void {
    const started = performance.timeOrigin + performance.now();
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { href: this.href }, ...(resourceLimits ? { resourceLimits } : {}) });
    const thread: Thread = { worker, startMs: null, chunks: 0, indices: 0 };
    const fail = (e: Error) => {
      thread.failure ??= e;
      const p = thread.pending;
      thread.pending = undefined;
      p?.reject(thread.failure);
    };
    worker.on('message', (msg: WorkerReply) => {
      if (msg.ready !== undefined) thread.startMs = msg.ready - started;
      else if (msg.fatal !== undefined) fail(new Error(`a worker could not import ${this.href}: ${msg.fatal}`));
      else if (thread.pending && msg.job === thread.pending.job) {
        const p = thread.pending;
        thread.pending = undefined;
        if (msg.error !== undefined) p.reject(new Error(`task ${p.name} failed in a worker: ${msg.error}`));
        else p.resolve(msg.parts!);
      }
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a worker stopped (exit code ${code})`)));
    this.threads.push(thread);
  }

  /** Run index task `name` for indices `first` .. `first + count - 1`: `results[k]` is index `first + k`. */
  async indexed<D, R>(name: string, data: D, first: number, count: number, options: RunOptions = {}): Promise<R[]> {
    const parts = await this.run('each', name, data, first, count, options);
    const results = new Array<R>(count);
    for (const part of parts) {
      const values = part.value as R[];
      for (let k = 0; k < values.length; k++) results[part.from + k] = values[k]!;
    }
    return results;
  }

  /**
   * Run chunk task `name` over indices `first` .. `first + count - 1` and return its partials in
   * index order, each with its chunk (`from` inclusive, `to` exclusive, absolute indices).
   */
  async chunks<D, P>(name: string, data: D, first: number, count: number, options: RunOptions = {}): Promise<{ from: number; to: number; value: P }[]> {
    const parts = await this.run('chunk', name, data, first, count, options);
    return parts.map((p) => ({ from: first + p.from, to: first + p.to, value: p.value as P }));
  }

  private async run(mode: Job['mode'], name: string, data: unknown, first: number, count: number, options: RunOptions): Promise<Part[]> {
    if (this.busy) throw new Error('a pool runs one run at a time');
    if (count === 0) return [];
    this.busy = true;
    const control = new SharedArrayBuffer((CONTROL_SLOTS + this.threads.length) * 4);
    const ctl = new Int32Array(control);
    const job: Job = { job: ++this.jobs, name, mode, data, first, count, chunk: options.chunk === undefined ? 0 : Math.max(1, Math.floor(options.chunk)), threads: this.size, control, slot: -1 };
    const progress = options.onProgress;
    let reported = 0;
    const report = () => {
      const done = Atomics.load(ctl, DONE);
      if (done > reported) progress?.((reported = done), count);
    };
    const timer = progress ? setInterval(report, 100) : undefined;
    let failure: Error | undefined;
    const replies = this.threads.map(
      (thread, t) =>
        new Promise<Part[]>((resolve, reject) => {
          if (thread.failure) return reject(thread.failure);
          thread.pending = { job: job.job, name, resolve, reject };
          thread.worker.postMessage({ ...job, slot: CONTROL_SLOTS + t });
        }).catch((e: Error) => {
          failure ??= e;
          Atomics.store(ctl, ABORT, 1);
          return [] as Part[];
        }),
    );
    try {
      const parts: Part[] = [];
      if (this.callingThread) {
        try {
          this.local ??= import(this.href) as Promise<Record<string, unknown>>;
          const fn = (await this.local)[name];
          if (typeof fn !== 'function') throw new Error(`${this.href} has no task function "${name}"`);
          // Between its own chunks the calling thread updates the progress bar (its timer cannot fire).
          const own: Part[] = [];
          await runJob(fn as AnyFn, job, (part) => {
            own.push(part);
            report();
          });
          this.localChunks += own.length;
          for (const p of own) this.localIndices += p.to - p.from;
          parts.push(...own);
        } catch (e) {
          failure ??= e instanceof Error ? e : new Error(String(e));
          Atomics.store(ctl, ABORT, 1);
        }
      }
      if (this.callingThread) {
        // Every index is claimed (or the run failed): a worker that claimed nothing (still starting,
        // say) has nothing to send, so the run does not wait for it (its late empty reply is ignored).
        if (Atomics.load(ctl, NEXT) >= count || Atomics.load(ctl, ABORT) !== 0) {
          this.threads.forEach((thread, t) => {
            if (thread.pending?.job === job.job && Atomics.load(ctl, CONTROL_SLOTS + t) === 0) {
              const p = thread.pending;
              thread.pending = undefined;
              p.resolve([]);
            }
          });
        }
      }
      const answers = await Promise.all(replies);
      answers.forEach((a, t) => {
        const thread = this.threads[t]!;
        thread.chunks += a.length;
        for (const p of a) thread.indices += p.to - p.from;
        parts.push(...a);
      });
      if (failure) throw failure;
      const done = parts.reduce((n, p) => n + p.to - p.from, 0);
      if (done !== count) throw new Error(`the pool ran ${done} of ${count} tasks`);
      report();
      return parts.sort((a, b) => a.from - b.from);
    } finally {
      if (timer) clearInterval(timer);
      this.busy = false;
    }
  }

  /** Per-thread start-up time and work done so far. */
  stats(): PoolStats {
    const threads: PoolStats['threads'] = this.threads.map((t) => ({ kind: 'worker' as const, startMs: t.startMs === null ? null : Math.round(t.startMs * 10) / 10, chunks: t.chunks, indices: t.indices }));
    if (this.callingThread) threads.unshift({ kind: 'calling', startMs: 0, chunks: this.localChunks, indices: this.localIndices });
    return { threads };
  }

  /** Stop every worker thread (the pool cannot run again). */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}

/** Open a pool of `options.workers` threads for the task module `module` (see {@link Pool}). */
export function openPool(module: string | URL, options: PoolOptions = {}): Pool {
  return new Pool(module, options);
}

/** No more threads than a run of `count` indices can keep busy (one chunk each). */
function threadsFor(count: number, options: PoolOptions & RunOptions): number {
  const chunk = options.chunk === undefined ? 1 : Math.max(1, Math.floor(options.chunk));
  return Math.max(1, Math.min(Math.floor(options.workers ?? defaultWorkers()), Math.ceil(count / chunk)));
}

/** Run `body` on a pool of its own for task `task`'s module, sized for `count` indices, then close the pool. */
async function withOwnPool<T>(task: PoolTask<unknown>, count: number, options: PoolOptions & RunOptions, body: (pool: Pool) => Promise<T>): Promise<T> {
  const pool = openPool(task.module, { ...options, workers: threadsFor(count, options) });
  try {
    return await body(pool);
  } finally {
    await pool.close();
  }
}

/**
 * Run index task `task` for indices `first`, `first + 1`, ..., `first + count - 1` on a pool of its
 * own and return the results in that order (`results[k]` is index `first + k`). Rejects with the
 * first error a task throws (after stopping every worker).
 */
export async function runIndexed<D, R>(task: PoolTask<D>, first: number, count: number, options: PoolOptions & RunOptions = {}): Promise<R[]> {
  if (count === 0) return [];
  return withOwnPool(task, count, options, (pool) => pool.indexed<D, R>(task.name, task.data, first, count, options));
}

/** {@link Pool.chunks} on a pool of its own: the partials of chunk task `task`, in index order. */
export async function runChunks<D, P>(task: PoolTask<D>, first: number, count: number, options: PoolOptions & RunOptions = {}): Promise<{ from: number; to: number; value: P }[]> {
  if (count === 0) return [];
  return withOwnPool(task, count, options, (pool) => pool.chunks<D, P>(task.name, task.data, first, count, options));
}
