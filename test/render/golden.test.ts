/**
 * Golden pictures (OpenSpiel's playthrough files are the model): a start, mid-game and end position
 * of each game rendered to the committed text files test/golden/<game>/*.txt, so a rule or layout
 * change shows as a diff. `UPDATE_GOLDEN=1 npx vitest run test/render/golden.test.ts` rewrites them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRng, openRng, type BaseConfig } from '../../src/core/index.js';
import { gameById } from '../../src/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

const CASES: Record<string, BaseConfig> = {
  welcometo: { players: 2, variant: 'advanced' } as BaseConfig,
  villagers: { players: 3 },
  skyline: { players: 2 },
  simplicity: { players: 4 },
  bellavista: { players: 3 },
};

/** A seeded random game: every state from setup to the end. */
function game(id: string, config: BaseConfig): unknown[] {
  const g = gameById(id)!;
  const rng = openRng(createRng(`golden/${id}`));
  let s = g.setup(config, 'golden');
  const states = [s];
  while (!g.isOver(s)) {
    const actors = g.actors(s);
    const p = actors[rng.int(actors.length)]!;
    const legal = g.legalActions(s, p);
    s = g.apply(s, legal[rng.int(legal.length)]);
    states.push(s);
  }
  return states;
}

function golden(file: string, text: string): void {
  const path = join(ROOT, file);
  if (UPDATE || !existsSync(path)) {
    if (!UPDATE) throw new Error(`missing golden file ${file}: run with UPDATE_GOLDEN=1`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text + '\n');
  }
  expect(text + '\n').toBe(readFileSync(path, 'utf8'));
}

describe('golden renders: start, mid-game and end of a seeded game', () => {
  for (const [id, config] of Object.entries(CASES)) {
    it(id, () => {
      const g = gameById(id)!;
      const states = game(id, config);
      const mid = states[Math.floor(states.length / 2)];
      golden(`${id}/start.txt`, g.render(states[0], 0));
      golden(`${id}/mid-p1.txt`, g.render(mid, 0));
      golden(`${id}/mid-spectator.txt`, g.render(mid, null));
      golden(`${id}/end.txt`, g.render(states[states.length - 1], null));
    });
  }
});
