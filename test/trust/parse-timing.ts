/**
 * Issue #11, "rejecting any input takes < 1 ms": the time of `parseAction` on every hostile text of
 * test/trust/parse-action.test.ts and on every listed action's text of a random game per game (accepted).
 * Not part of `npm test`. Bundle and run (each line: first call in this process, then the warm median,
 * p99 and max of `rounds` calls, wall µs by performance.now; and the thread CPU of all rounds / rounds; on
 * a loaded machine the warm max is a preemption, the median and the thread CPU are the call):
 *
 *   npx esbuild --bundle --platform=node --format=esm test/trust/parse-timing.ts --outfile=/tmp/parse-timing.mjs
 *   node /tmp/parse-timing.mjs warm [rounds]
 *   node /tmp/parse-timing.mjs fresh [runs]   # each hostile text as the first parseAction of a fresh process
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openSync, readSync } from 'node:fs';
import { parseAction, type AnyGame } from '../../src/core/index.js';
import { GAMES } from './corpus.js';
import { hostileTexts } from './hostile-texts.js';

const statBuf = Buffer.alloc(128);
const statFd = openSync('/proc/thread-self/schedstat', 'r');
/** This thread's CPU time in ms (see test/trust/timing.ts). */
function threadMs(): number {
  const n = readSync(statFd, statBuf, 0, statBuf.length, 0);
  const text = statBuf.toString('latin1', 0, n);
  return Number(text.slice(0, text.indexOf(' '))) / 1e6;
}

function time(texts: readonly unknown[], rounds: number): { first: number; median: number; p99: number; max: number; cpu: number } {
  const once = (): number => {
    const t0 = performance.now();
    for (const t of texts) {
      try {
        parseAction(t as string);
      } catch {
        // refused
      }
    }
    return (performance.now() - t0) * 1000;
  };
  const first = once();
  const all: number[] = [];
  const c0 = threadMs();
  for (let k = 0; k < rounds; k++) all.push(once());
  const cpu = ((threadMs() - c0) * 1000) / rounds;
  all.sort((a, b) => a - b);
  return { first, median: all[all.length >> 1]!, p99: all[Math.floor(all.length * 0.99)]!, max: all[all.length - 1]!, cpu };
}

/** The first parseAction of this process on hostile text `index`: wall µs and process CPU µs (all threads). */
function one(index: number): void {
  const text = hostileTexts()[index]!.text;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  try {
    parseAction(text as string);
  } catch {
    // refused
  }
  const wall = (performance.now() - t0) * 1000;
  const c = process.cpuUsage(c0);
  console.log(JSON.stringify({ wall, cpu: c.user + c.system }));
}

function fresh(runs: number): void {
  const self = fileURLToPath(import.meta.url);
  const texts = hostileTexts();
  let worstWall = 0;
  let worstCpu = 0;
  for (let i = 0; i < texts.length; i++) {
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let k = 0; k < runs; k++) {
      const r = spawnSync(process.execPath, [self, 'one', String(i)], { encoding: 'utf8' });
      const o = JSON.parse(r.stdout.trim()) as { wall: number; cpu: number };
      walls.push(o.wall);
      cpus.push(o.cpu);
    }
    walls.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    worstWall = Math.max(worstWall, walls[runs >> 1]!);
    worstCpu = Math.max(worstCpu, cpus[runs >> 1]!);
    console.log(`fresh ${texts[i]!.name.padEnd(56)} first call, median of ${runs} processes: wall ${walls[runs >> 1]!.toFixed(0)} µs, process cpu ${cpus[runs >> 1]!.toFixed(0)} µs (max wall ${walls[runs - 1]!.toFixed(0)})`);
  }
  console.log(`worst median first call: wall ${worstWall.toFixed(0)} µs, process cpu ${worstCpu.toFixed(0)} µs`);
}

function warm(rounds: number): void {
const fmt = (r: ReturnType<typeof time>, per = 1): string =>
  `first ${(r.first / per).toFixed(1)} µs, warm median ${(r.median / per).toFixed(2)} p99 ${(r.p99 / per).toFixed(1)} max ${(r.max / per).toFixed(1)} µs, thread cpu ${(r.cpu / per).toFixed(2)} µs`;
const hostile = hostileTexts();
let worst = 0;
for (const { name, text } of hostile) {
  const r = time([text], rounds);
  worst = Math.max(worst, r.first, r.max);
  console.log(`refuse ${name.padEnd(56)} ${fmt(r)}`);
}
console.log(`worst refusal (first or warm max): ${worst.toFixed(1)} µs`);
for (const { game, configs } of GAMES as readonly { game: AnyGame; configs: readonly unknown[] }[]) {
  let s = game.setup(configs[0] as never, 1);
  const texts: string[] = [];
  for (let ply = 0; ply < 200 && !game.isOver(s); ply++) {
    const p = game.actors(s)[0]!;
    const list = game.legalActions(s, p);
    for (const a of list) texts.push(JSON.stringify(a));
    s = game.apply(s, list[ply % list.length]!);
  }
  const r = time(texts, Math.max(5, rounds >> 4));
  console.log(`accept ${game.id.padEnd(12)} ${texts.length} listed action texts, per text: ${fmt(r, texts.length)}`);
}
}

const [mode = 'warm', arg] = process.argv.slice(2);
if (mode === 'one') one(Number(arg));
else if (mode === 'fresh') fresh(Number(arg ?? 5));
else warm(Number(arg ?? 200));
