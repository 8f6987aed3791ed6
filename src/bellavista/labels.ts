/**
 * The score sheet in words (BV-7.2, BV-7.3): `coins` -> `coins in hand`, `contract C-STRADDLE` ->
 * `contract: straddle`, `contract C-SAME-LE-S` -> `contract: striped leaf`, `contract C-FOUR-1` ->
 * `contract: striped flower, plain butterfly, striped leaf & plain bird`, the objectives spelled out.
 * Contract names come from the published card data (`BELLAVISTA_COMPONENTS`); a contract of
 * replaced component data that is not there is shown by its id (`contract: C-MINE`).
 */
import { scoreLabels, type ScoreLabels } from '../core/labels.js';
import { COMPONENTS, type ContractCard } from './data.js';

function districtName(id: string): string {
  const tile = COMPONENTS.tiles.find((t) => t.id === id);
  return tile && tile.symbol && tile.pattern ? `${tile.pattern} ${tile.symbol}` : id;
}

/** `a`, `a & b`, `a, b & c`. */
function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} & ${words[words.length - 1]}`;
}

function contractName(card: ContractCard): string {
  switch (card.kind) {
    case 'buildingsWhollyInDistrict':
      return districtName(card.district);
    case 'oneWhollyInEachDistrict':
      return listed(card.districts.map(districtName));
    case 'buildingsStraddlingDistrictTiles':
      return 'straddle';
    case 'buildingsOnBorder':
      return 'border';
    case 'buildingsAdjacentToRiver':
      return 'river';
    case 'buildingsAdjacentToPark':
      return 'park';
  }
}

export const bellavistaScoreLabels: ScoreLabels = scoreLabels({
  parts: { coins: 'coins in hand', heightObjective: 'height objective', groupingObjective: 'grouping objective' },
  part: (key) => {
    const m = /^contract (\S+)( \(\d+\))?$/.exec(key);
    if (!m) return undefined;
    const card = COMPONENTS.contractCards.find((c) => c.id === m[1]);
    return `contract: ${card ? contractName(card) : m[1]}${m[2] ?? ''}`;
  },
  tiebreaks: { 'largest group (spaces)': { label: 'largest group (spaces)' } },
});
