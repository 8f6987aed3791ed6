import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARDS, CARD_TABLE, EFFECTS, PLANS, WELCOMETO_COMPONENTS as C } from '../../src/welcometo/data.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const J: any = JSON.parse(readFileSync(path.resolve(repoRoot, 'test/fixtures/welcometo/components.json'), 'utf8'));

describe('WT-2.1.1 / WT-2.1.2 / WT-2.1.3 / WT-2.1.4 / WT-2.1.5 construction cards', () => {
  it('WT-2.1.1: 81 cards, numbers 1..15', () => {
    expect(CARDS).toHaveLength(J.constructionCards.total);
    expect(CARDS).toHaveLength(81);
    expect(new Set(CARDS.map((c) => c.number))).toEqual(new Set(Array.from({ length: 15 }, (_, i) => i + 1)));
  });
  it('WT-2.1.2: cards per house number', () => {
    for (const [n, count] of Object.entries(J.constructionCards.numberTotals)) {
      expect(CARDS.filter((c) => c.number === Number(n)), `number ${n}`).toHaveLength(count as number);
    }
  });
  it('WT-2.1.3: cards per effect', () => {
    for (const [e, count] of Object.entries(J.constructionCards.effectTotals)) {
      expect(CARDS.filter((c) => c.effect === e), e).toHaveLength(count as number);
    }
  });
  it('WT-2.1.4: the full number x effect table, and the card list card by card', () => {
    for (let n = 1; n <= 15; n++) {
      EFFECTS.forEach((e, i) => expect(CARD_TABLE[n]![i], `${n}/${e}`).toBe(J.constructionCards.table[String(n)][e]));
    }
    expect(CARDS.map((c) => ({ ...c }))).toEqual(J.constructionCards.cards);
    for (const e of EFFECTS) {
      expect(CARDS.filter((c) => c.effect === e).map((c) => c.number)).toEqual(J.constructionCards.numbersByEffect[e]);
    }
  });
  it('WT-2.1.5: cards n and 16-n carry the same effects', () => {
    for (let n = 1; n <= 7; n++) expect(CARD_TABLE[n]).toEqual(CARD_TABLE[16 - n]);
  });
});

describe('WT-2.2.1 / WT-2.2.2 / WT-2.2.3 / WT-2.2.4 City Plans', () => {
  it('every plan matches components.json (values, requirement, used marks)', () => {
    expect(PLANS).toHaveLength(J.cityPlans.length);
    for (const jp of J.cityPlans) {
      const p = PLANS.find((x) => x.id === jp.id)!;
      expect(p, jp.id).toBeDefined();
      expect(p.set, jp.id).toBe(jp.set);
      expect(p.stack, jp.id).toBe(jp.stack);
      expect(p.firstPoints, jp.id).toBe(jp.firstPoints);
      expect(p.laterPoints, jp.id).toBe(jp.laterPoints);
      expect(JSON.parse(JSON.stringify(p.requirement)), jp.id).toEqual(jp.requirement);
      expect(p.marksHousesUsed, jp.id).toBe(jp.marksHousesUsed);
    }
  });
  it('WT-2.2.1: 18 basic (6 per stack) and 10 advanced plans', () => {
    expect(PLANS.filter((p) => p.set === 'base')).toHaveLength(18);
    for (const st of [1, 2, 3]) expect(PLANS.filter((p) => p.set === 'base' && p.stack === st)).toHaveLength(6);
    expect(PLANS.filter((p) => p.set === 'advanced')).toHaveLength(10);
  });
  it('WT-3.3 plan pools', () => {
    expect(C.planPools.base).toEqual([J.cityPlanPools.base['1'], J.cityPlanPools.base['2'], J.cityPlanPools.base['3']]);
    expect(C.planPools.advanced).toEqual([J.cityPlanPools.advancedAddsTo['1'], J.cityPlanPools.advancedAddsTo['2']]);
    expect(C.planPools.iceCream).toEqual(J.cityPlanPools.iceCreamReplacesStack3);
    expect(C.planPools.christmas).toEqual(J.cityPlanPools.christmasReplacesStack3);
  });
  it('WT-2.2.4: 3 Ice Cream and 3 Christmas n°3 plans', () => {
    expect(PLANS.filter((p) => p.set === 'iceCream' && p.stack === 3)).toHaveLength(3);
    expect(PLANS.filter((p) => p.set === 'christmas' && p.stack === 3)).toHaveLength(3);
  });
});

describe('WT-2.3 the score sheet', () => {
  it('streets: houses, pools, parks, park tracks', () => {
    J.sheet.streets.forEach((js: { houses: number; poolHouses: number[]; parks: number; parkTrack: number[]; name: string }, s: number) => {
      const st = C.streets[s]!;
      expect(st.name).toBe(js.name);
      expect(st.houses).toBe(js.houses);
      expect(st.poolHouses).toEqual(js.poolHouses);
      expect(st.parkTrack).toEqual(js.parkTrack);
      expect(st.parkTrack.length - 1).toBe(js.parks);
    });
    expect(C.streets.reduce((n, s) => n + s.houses, 0)).toBe(33);
  });
  it('tracks: pools, temps, real estate, bis, roundabouts, refusals', () => {
    const t = J.sheet.tracks;
    expect(C.tracks.pools).toEqual(t.pools.values);
    expect(C.tracks.pools.length - 1).toBe(t.pools.boxes);
    expect(C.tracks.temps.boxes).toBe(t.temps.boxes);
    expect(C.tracks.temps.majorityPoints).toEqual(t.temps.majorityPoints);
    expect(C.tracks.temps.solo).toEqual(t.temps.solo);
    for (let size = 1; size <= 6; size++) {
      expect(C.tracks.realEstate[size - 1]).toEqual(t.realEstate.bySize[String(size)].values);
      expect(C.tracks.realEstate[size - 1]!.length - 1).toBe(t.realEstate.bySize[String(size)].boxes);
    }
    expect(C.tracks.realEstate.reduce((n, col) => n + col.length - 1, 0)).toBe(t.realEstate.totalBoxes);
    expect(C.tracks.bis).toEqual(t.bis.values);
    expect(C.tracks.roundabouts).toEqual(t.roundabouts.values);
    expect(C.tracks.permitRefusals).toEqual(t.permitRefusals.values);
  });
});

describe('WT-13.1 / WT-13.2 Ice Cream board data', () => {
  it('cones, per-street counts and scoops', () => {
    const ice = J.boards.iceCream;
    expect(C.iceCream.cones.map((c) => ({ ...c }))).toEqual(ice.cones);
    [0, 1, 2].forEach((s) => {
      expect(C.iceCream.cones.filter((c) => c.street === s)).toHaveLength(ice.conesPerStreet[s]);
      expect(C.iceCream.cones.filter((c) => c.street === s).reduce((n, c) => n + c.scoops, 0)).toBe(ice.scoopsPerStreet[s]);
    });
  });
  it('truck directions', () => {
    const t = J.boards.iceCream.trucks;
    expect(C.iceCream.trucks[0]).toEqual([t[0].direction]);
    expect(C.iceCream.trucks[1]).toEqual([t[1].direction]);
    expect([...C.iceCream.trucks[2]!].sort()).toEqual(t[2].options.map((o: { direction: string }) => o.direction).sort());
  });
});

describe('WT-14 Christmas board data', () => {
  it('one light gap between neighbouring houses', () => {
    expect(C.streets.map((s) => s.houses - 1)).toEqual(J.boards.christmas.lightGapsPerStreet);
  });
});

describe('WT-2 component data can be replaced through config.components', () => {
  it('a corrected pool track changes the score without touching code', async () => {
    const { welcometo: g } = await import('../../src/welcometo/index.js');
    const custom = { ...C, tracks: { ...C.tracks, pools: [0, 5, 10, 15, 20, 25, 30, 35, 40, 45] } };
    let s = g.setup({ players: 2, components: custom }, 1);
    expect(s.components?.tracks.pools[1]).toBe(5);
    const { position } = await import('../../src/welcometo/index.js');
    s = position({ config: { players: 2, components: custom }, sheets: [{ streets: ['_ _ 3p'] }] }, 1);
    expect(g.score(s).players[0]!.parts.pools).toBe(5);
    expect(g.score(g.setup({ players: 2 }, 1)).players[0]!.parts.pools).toBe(0);
  });
  it('malformed components are a BAD_CONFIG', async () => {
    const { welcometo: g } = await import('../../src/welcometo/index.js');
    expect(() => g.setup({ players: 2, components: { ...C, cards: [] } }, 1)).toThrow(/components/);
    expect(() => g.setup({ players: 2, components: { ...C, planPools: { ...C.planPools, iceCream: ['NOPE'] } } }, 1)).toThrow(/unknown plan/);
  });
});

describe('WT-3.1 welcometoModes lists every mode', () => {
  it('6 solo modes, 9 modes from 2 players', async () => {
    const { welcometoModes, welcometo: g } = await import('../../src/welcometo/index.js');
    expect(welcometoModes(1)).toHaveLength(6);
    expect(welcometoModes(4)).toHaveLength(9);
    for (const c of [...welcometoModes(1), ...welcometoModes(12)]) expect(g.setup(c, 1).config.players).toBe(c.players);
  });
});
