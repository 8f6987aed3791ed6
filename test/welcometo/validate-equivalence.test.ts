/**
 * Speed work on `validate` must not change what it reports (issue #11: every check stays, a state
 * rejected before is rejected with the same path, message and rule). Edited states at sampled points
 * of seeded games are validated two ways: as plain JSON (as a state from storage enters), and as a
 * frozen state that shares every unedited part with the engine's own frozen state (as the reducer's
 * states share their unchanged parts, so the per-object caches of `validate` are hit for everything
 * but the edited path). Both must report the same problems, and the problems of the whole corpus
 * have a golden checksum computed on commit 916917d, before the validate speed pass.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/freeze.js';
import { validate as rawValidate } from '../../src/welcometo/validate.js';
import type { WelcomeToState } from '../../src/welcometo/index.js';
import { EDIT_CONFIGS, sampleStates } from './edits.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

const WRONG: readonly Json[] = ['x', -1, -3, 18, 1e9, 0.5, true, null, {}, [], 'u', '.', 0, 1, 2, 3];

function leafPaths(v: unknown, at: Path, out: Path[]): Path[] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => leafPaths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) leafPaths((v as Record<string, unknown>)[k], [...at, k], out);
  return out;
}

/** `root` with the value at `path` replaced (or deleted, `value` undefined), copying only along the path. */
function pathCopy(root: unknown, path: Path, value: Json | undefined, freeze: boolean): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const node = root as Record<string | number, unknown>;
  const copy = (Array.isArray(node) ? [...(node as unknown[])] : { ...node }) as Record<string | number, unknown>;
  if (rest.length === 0) {
    if (value === undefined) {
      if (Array.isArray(copy)) copy.splice(head as number, 1);
      else delete copy[head!];
    } else {
      copy[head!] = freeze ? deepFreeze(structuredClone(value)) : structuredClone(value);
    }
  } else {
    copy[head!] = pathCopy(node[head!], rest, value, freeze);
  }
  return freeze ? Object.freeze(copy) : copy;
}

interface Problem {
  readonly path: string;
  readonly message: string;
  readonly rule: string;
}

/** The shown-vs-live-sheet problems (WT-1.1 / WT-4.3, added after the street order): their paths are under `.shown` and their messages start so. */
const SHOWN_VS_LIVE = /^(must be the house as on the live sheet|is the sheet at the start of the turn|must keep its|is the count at the start of the turn|is the column at the start of the turn|is the track at the start of the turn|a truck keeps its direction|a truck only drives on|is the bonus at the start of the turn)/;
const shownVsLive = (p: Problem): boolean => /^\.players\[\d+\]\.shown/.test(p.path) && SHOWN_VS_LIVE.test(p.message);

function corpusChecksum(omit: (p: Problem) => boolean = () => false): { edits: number; rejected: number; mismatches: string[]; checksum: string } {
  const h = createHash('sha256');
  const reported = (problems: readonly Problem[]) => JSON.stringify(problems.filter((p) => !omit(p)));
  let edits = 0;
  let rejected = 0;
  const mismatches: string[] = [];
  for (const [ci, config] of EDIT_CONFIGS.entries()) {
    for (const s of sampleStates(config, `validate-eq-${ci}`)) {
      const plain = JSON.parse(JSON.stringify(s)) as Json;
      // The engine's own state is valid; validating it first fills the per-object caches.
      h.update(reported(rawValidate(s)));
      const paths = leafPaths(plain, [], []);
      for (let k = 0; k < paths.length; k += 3) {
        const path = paths[k]!;
        const value = k % 9 === 6 ? undefined : WRONG[(k * 7 + ci) % WRONG.length]!;
        if (path.length === 0) continue;
        const asJson = rawValidate(pathCopy(plain, path, value, false));
        const shared = rawValidate(pathCopy(s as unknown as Json, path, value, true) as WelcomeToState);
        const a = JSON.stringify(asJson);
        if (a !== JSON.stringify(shared) && mismatches.length < 5) mismatches.push(`${path.join('.')}: ${a} vs ${JSON.stringify(shared)}`);
        edits++;
        if (asJson.length > 0) rejected++;
        h.update(`${path.join('.')}|${reported(asJson)}\n`);
      }
    }
  }
  return { edits, rejected, mismatches, checksum: h.digest('hex').slice(0, 16) };
}

describe('validate reports the same problems as before the speed pass', () => {
  it('edited states, as plain JSON and sharing frozen parts with engine states', () => {
    const r = corpusChecksum();
    console.log(`welcometo validate equivalence: ${r.edits} edits, ${r.rejected} rejected`);
    expect(r.mismatches).toEqual([]);
    expect(r.edits).toBeGreaterThan(1000);
    expect(r.rejected).toBeGreaterThan(500);
    // Recomputed when validate gained the street-order check (WT-5.2/5.4, after the speed pass), then
    // the shown-vs-live-sheet check (44 of the 2,638 edits newly refused, every one an edit of a seat's
    // live or shown sheet or turn that no click sequence makes: listed and reviewed in s15-wtval2; without
    // the new problems the checksum was 320cfd6cc804f771 again, checked once).
    expect(r.checksum).toBe('6ef9b6758e44c7c9');
  });
  it('without the problems added since (street order, shown vs live sheet), the problems are exactly those of 916917d', () => {
    expect(corpusChecksum((p) => p.rule === 'WT-5.2' || p.rule === 'WT-5.4' || shownVsLive(p)).checksum).toBe('d986f4218baaaacf');
  });
});
