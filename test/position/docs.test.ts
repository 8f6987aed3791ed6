/** The "Positions" worked example of each docs/<game>.md: its picture is exactly what the code renders. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/index.js';
import * as bellavista from '../../src/bellavista/position.js';
import * as simplicity from '../../src/simplicity/position.js';
import * as skyline from '../../src/skyline/position.js';
import * as villagers from '../../src/villagers/position.js';
import * as welcometo from '../../src/welcometo/position.js';
import { DOC_EXAMPLES } from './doc-examples.js';

const build: Record<string, (spec: never, seed: string) => unknown> = {
  welcometo: welcometo.position as never,
  villagers: villagers.position as never,
  skyline: skyline.position as never,
  simplicity: simplicity.position as never,
  bellavista: bellavista.position as never,
};

describe('docs/<game>.md Positions examples', () => {
  for (const [id, ex] of Object.entries(DOC_EXAMPLES)) {
    it(id, () => {
      const doc = readFileSync(join(__dirname, '..', '..', 'docs', `${id}.md`), 'utf8');
      const section = doc.slice(doc.indexOf('## Positions'));
      expect(section.length).toBeGreaterThan(100);
      const state = build[id]!(ex.spec as never, ex.seed);
      const pic = gameById(id)!.render(state, ex.viewer);
      expect(section).toContain('```text\n' + pic + '\n```');
      // The spec shown in the doc is the one tested here.
      for (const v of Object.values(ex.spec)) if (typeof v === 'string') expect(section).toContain(v);
    });
  }
});
