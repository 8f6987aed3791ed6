import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPONENTS, HAND_SIZE, DRAW_PER_ROUND, TURNS_PER_ROUND, ROUNDS, BUILDINGS_PER_COLOUR } from '../../src/bellavista/data.js';
import { buildTown, townInfo } from '../../src/bellavista/town.js';
import { rulesOf } from '../../src/bellavista/rules.js';
import { bellavista } from '../../src/bellavista/index.js';

const setup = bellavista.setup;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json: any = JSON.parse(readFileSync(path.resolve(repoRoot, 'test/fixtures/bellavista/components.json'), 'utf8'));

describe('BV-2 components match components.json', () => {
  it('tiles: 8 districts, 5 parks, 2 rivers with the same ids, symbols, patterns and cells', () => {
    const kinds = ['district', 'park', 'river'] as const;
    for (const k of kinds) {
      const mine = COMPONENTS.tiles.filter((t) => t.kind === k);
      expect(mine.length).toBe(json.tilePlacementRules.tileCounts[k]);
      expect(mine.map((t) => t.id)).toEqual(json.tiles[k].map((t: { id: string }) => t.id));
      mine.forEach((t, i) => {
        expect(t.cells).toEqual(json.tiles[k][i].cells);
        expect(t.cells.length).toBe(json.tiles[k][i].sizeSpaces);
        if (k === 'district') {
          expect(t.symbol).toBe(json.tiles[k][i].symbol);
          expect(t.pattern).toBe(json.tiles[k][i].pattern);
        }
      });
    }
    expect([...new Set(COMPONENTS.tiles.filter((t) => t.symbol).map((t) => t.symbol))]).toEqual(json.districtSymbols);
  });

  it('layouts: same placements as components.json, and they draw the rows given there', () => {
    expect(COMPONENTS.defaultLayoutId).toBe(json.defaultLayoutId);
    expect(COMPONENTS.layouts.map((l) => l.id)).toEqual(json.layouts.map((l: { id: string }) => l.id));
    COMPONENTS.layouts.forEach((l, i) => {
      const j = json.layouts[i];
      expect(l.placements).toEqual(j.placements);
      const town = buildTown(COMPONENTS, l.placements);
      const legend: Record<string, string | null> = json.layoutLegend;
      const rows: string[] = j.rows;
      expect(town.rows).toBe(rows.length);
      expect(town.cols).toBe(rows[0]!.length);
      for (let r = 0; r < town.rows; r++) {
        for (let c = 0; c < town.cols; c++) {
          const t = town.cellTile[r * town.cols + c]!;
          expect(t < 0 ? null : town.tiles[t]!.id).toBe(legend[rows[r]![c]!]);
        }
      }
      const info = townInfo(town);
      expect([...info.kind].filter((k) => k > 0).length).toBe(j.facts.totalSpaces);
      expect([...info.kind].filter((k) => k === 1).length).toBe(j.facts.districtSpaces);
      expect(info.parkCount).toBe(j.facts['parks(connected)'].length);
      expect(info.riverCount).toBe(j.facts['rivers(connected)'].length);
      // which tiles form each connected park / river, not only how many there are
      const members = (ids: Int16Array, count: number): string[][] =>
        Array.from({ length: count }, (_, g) => {
          const set = new Set<string>();
          ids.forEach((x, i) => x === g && set.add(town.tiles[town.cellTile[i]!]!.id));
          return [...set].sort();
        }).sort((a, b) => a.join().localeCompare(b.join()));
      const sorted = (gs: string[][]) => gs.map((g) => [...g].sort()).sort((a, b) => a.join().localeCompare(b.join()));
      expect(members(info.park, info.parkCount)).toEqual(sorted(j.facts['parks(connected)']));
      expect(members(info.river, info.riverCount)).toEqual(sorted(j.facts['rivers(connected)']));
    });
  });

  it('buildings: 8 per colour, 4 colours, footprints #1..#8, rotation only', () => {
    expect(BUILDINGS_PER_COLOUR).toBe(json.buildings.perColour);
    expect(COMPONENTS.colours).toEqual(json.buildings.colours);
    expect(COMPONENTS.footprints.map((_, i) => i + 1)).toEqual(json.buildings.heights);
    expect(Object.keys(json.buildings.footprints)).toHaveLength(COMPONENTS.footprints.length);
    COMPONENTS.footprints.forEach((f, i) => {
      expect(f).toEqual(json.buildings.footprints[String(i + 1)].cells);
      expect(f.length).toBe(json.buildings.footprints[String(i + 1)].sizeSpaces);
    });
    expect(COMPONENTS.footprints.reduce((s, f) => s + f.length, 0)).toBe(json.buildings.sumSpacesPerSet);
    expect(COMPONENTS.reflectionAllowed).toBe(json.buildings.reflectionAllowed);
  });

  it('offer board, zoning cards, contracts, objectives', () => {
    expect(COMPONENTS.offerCosts.twoOrFourPlayers).toEqual(json.offerBoard.twoOrFourPlayers.costs);
    expect(COMPONENTS.offerCosts.threePlayers).toEqual(json.offerBoard.threePlayers.costs);
    expect(COMPONENTS.zoningCards.length).toBe(json.zoningDeckSize);
    expect(COMPONENTS.zoningCards.length).toBe(json.zoningCards.length);
    COMPONENTS.zoningCards.forEach((z, i) => {
      expect(z.id).toBe(json.zoningCards[i].id);
      expect(z.kind).toBe(json.zoningCards[i].kind);
      if (z.kind === 'districts') expect(z.allowedDistricts).toEqual(json.zoningCards[i].allowedDistricts);
    });
    expect(COMPONENTS.contractCards.length).toBe(json.contractCards.length);
    COMPONENTS.contractCards.forEach((c, i) => {
      const j = json.contractCards[i];
      expect({ id: c.id, kind: c.kind, coins: c.coins, copies: c.copies }).toEqual({ id: j.id, kind: j.kind, coins: j.coins, copies: j.copies });
      if ('required' in c) expect(c.required).toEqual(j.required);
      if ('district' in c) expect(c.district).toBe(j.district);
      if ('districts' in c) expect(c.districts).toEqual(j.districts);
    });
    expect(COMPONENTS.contractCards.reduce((s, c) => s + c.copies, 0)).toBe(json.contractDeckSize);
    expect(COMPONENTS.contractDisplaySize).toBe(json.contractDisplaySize);
    expect(COMPONENTS.contractCards.map((c) => c.id)).toEqual(json.contractCards.map((c: { id: string }) => c.id));
    expect(COMPONENTS.heightObjectives.map((h) => [h.id, h.kind, h.coinsPerHeight])).toEqual(
      json.objectiveCards.height.map((h: { id: string; kind: string; coinsPerHeight: number }) => [h.id, h.kind, h.coinsPerHeight]),
    );
    expect(COMPONENTS.groupingObjectives.map((g) => [g.id, g.kind, g.coins])).toEqual(
      json.objectiveCards.grouping.map((g: Record<string, unknown>) => [g.id, g.kind, g.coinsPerSpace ?? g.coinsPerGroup ?? g.coinsPerBuilding]),
    );
  });

  it('setup numbers: rounds, coins, deck sizes, hands, draws, turns', () => {
    const s = json.setup;
    expect(ROUNDS).toBe(s.rounds);
    for (const n of [2, 3, 4] as const) {
      expect(COMPONENTS.startingCoins[n]).toBe(s.startingCoins[n]);
      expect(HAND_SIZE[n]).toBe(s.initialHand[n]);
      expect(DRAW_PER_ROUND[n]).toBe(s.drawPerRoundEnd[n]);
      expect(TURNS_PER_ROUND[n]).toBe(s.offerTurnsPerPlayerPerRound[n]);
      expect(TURNS_PER_ROUND[n]).toBe(s.constructionTurnsPerPlayerPerRound[n]);
      expect((n === 2 ? 2 : 1) * BUILDINGS_PER_COLOUR).toBe(s.constructionDeckSize[n]);
    }
    expect(json.roofTiles.perColour).toBe(BUILDINGS_PER_COLOUR);
    // offer board side by player count
    for (const n of [2, 3, 4] as const) {
      expect(rulesOf(setup({ players: n }, 1)).offerCosts).toEqual(json.offerBoard[s.offerBoardSide[n]].costs);
    }
    expect(s.objectivesDrawn).toEqual({ height: 1, grouping: 1 });
  });

  it('2-player sets and the 3-player neutral colour, as set up', () => {
    const two = setup({ players: 2 }, 1);
    // the two-heads sets and roof tiles are red and blue; DEFAULT red -> green, blue -> yellow
    expect(two.colours).toEqual(json.constructionCards.twoPlayerExtraSets.colours);
    expect(two.colours).toEqual(json.roofTiles.colours);
    expect(json.roofTiles.count).toBe(two.colours.length * BUILDINGS_PER_COLOUR);
    expect(json.constructionCards.twoPlayerExtraSets.controls).toMatch(/red->green, blue->yellow/);
    expect(two.roofColours).toEqual(['green', 'yellow']);
    expect(json.constructionCards.perColour.numbers).toEqual(Array.from({ length: BUILDINGS_PER_COLOUR }, (_, k) => k + 1));
    expect(json.constructionCards.twoPlayerExtraSets.numbers).toEqual(json.constructionCards.perColour.numbers);
    // 3 players: the neutral building is the round's number in rounds 1..7, not round 8 (BV-9.2)
    const three = setup({ players: 3 }, 1);
    expect(three.colours).not.toContain(three.neutralColour);
    expect(json.buildings.colours).toContain(three.neutralColour);
    expect(json.setup.threePlayerNeutral.rounds).toEqual(Array.from({ length: ROUNDS - 1 }, (_, i) => i + 1));
    expect(three.config.neutralInFinalRound).toBe(false);
    expect(json.setup.threePlayerNeutral.heightInRound).toMatch(/round number/);
  });
});
