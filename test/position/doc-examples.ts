/** The worked examples of the "Positions" sections of docs/<game>.md: spec, seed and viewer. */
import type { BellaVistaPosition } from '../../src/bellavista/index.js';
import type { SimplicityPosition } from '../../src/simplicity/index.js';
import type { SkylinePosition } from '../../src/skyline/index.js';
import type { VillagersPosition } from '../../src/villagers/index.js';
import type { WelcomeToPosition } from '../../src/welcometo/index.js';

export const DOC_EXAMPLES = {
  welcometo: {
    spec: {
      config: { players: 2, variant: 'advanced' },
      sheets: [{ streets: ['3 8 _ O _ 2 | 4 4b 9', '_ _ _ 5p', ''], parks: [1, 0, 0] }, { streets: ['', '1 2 3 | 7'] }],
      offer: '8 surveyor, 4 landscaper, 6 pool',
      turn: 5,
    } satisfies WelcomeToPosition,
    seed: 'docs',
    viewer: 0,
  },
  villagers: {
    spec: {
      config: { players: 2 },
      villages: [['founders(food) > swineherd', 'hayer', 'miner'], ['founders']],
      hands: [['blacksmith', 'mason'], 3],
      gold: [9, 12],
    } satisfies VillagersPosition,
    seed: 'docs',
    viewer: 0,
  },
  skyline: {
    spec: {
      config: { players: 2, objectives: 'starter', firstPlayer: 0 },
      towers: 'A1: g1, A2: ww2w, C4: k',
      hands: ['g1 w2', 'k3'],
      market: ['M06', 'M07', 'M21'],
      turn: 1,
    } satisfies SkylinePosition,
    seed: 'docs',
    viewer: 1,
  },
  simplicity: {
    spec: {
      config: { players: 4 },
      city: ['B1 . P . . .', '# O . . Y .', '. . . . . .', '. B . . P .', '. . . . . .'],
      planning: 'P # . B . Y Y',
      order: '3 1 4 2',
      round: 2,
      bonus: '1 0 0 1',
    } satisfies SimplicityPosition,
    seed: 'docs',
    viewer: null,
  },
  bellavista: {
    spec: {
      config: { players: 2 },
      buildings: ['red-8: 0,0', 'green-4@2: 6,12 7,12 8,12'],
      coins: [19, 22],
      round: 3,
    } satisfies BellaVistaPosition,
    seed: 'docs',
    viewer: null,
  },
} as const;
