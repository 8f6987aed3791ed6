/**
 * The rule IDs of each shipped game's rules reference, for the package root's `ruleDoc` (src/index.ts):
 * an ID is known when `docs/rules/<game>.md` names it as a whole token with one of the game's prefixes.
 * The prefixes are written by hand; `RULE_IDS` below is generated from docs/rules/*.md and checked
 * against them by test/trust/rule-ids.test.ts (run it with UPDATE_RULE_IDS=1 to regenerate it after
 * editing a rules reference). Nothing is read from disk at run time.
 */

/** The prefixes of each shipped game's rule IDs (Villagers' solo rules are `S-`). */
export const RULE_PREFIXES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  welcometo: Object.freeze(['WT']),
  villagers: Object.freeze(['V', 'S']),
  skyline: Object.freeze(['SK']),
  simplicity: Object.freeze(['SIM']),
  bellavista: Object.freeze(['BV']),
});

// GENERATED BELOW by test/trust/rule-ids.test.ts (UPDATE_RULE_IDS=1): do not edit by hand.
export const RULE_IDS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  welcometo: Object.freeze([
    'WT-1', 'WT-1.1', 'WT-1.2', 'WT-1.3', 'WT-1.4', 'WT-2', 'WT-2.1', 'WT-2.1.1', 'WT-2.1.2', 'WT-2.1.3', 'WT-2.1.4',
    'WT-2.1.5', 'WT-2.2', 'WT-2.2.1', 'WT-2.2.2', 'WT-2.2.3', 'WT-2.2.4', 'WT-2.3', 'WT-3', 'WT-3.1', 'WT-3.2',
    'WT-3.3', 'WT-3.4', 'WT-3.5', 'WT-4', 'WT-4.1', 'WT-4.2', 'WT-4.3', 'WT-4.4', 'WT-4.5', 'WT-4.6', 'WT-5',
    'WT-5.1', 'WT-5.2', 'WT-5.3', 'WT-5.4', 'WT-5.5', 'WT-5.6', 'WT-5.7', 'WT-6', 'WT-6.1', 'WT-6.1.1', 'WT-6.1.2',
    'WT-6.1.2b', 'WT-6.1.3', 'WT-6.2', 'WT-6.2.1', 'WT-6.3', 'WT-6.3.1', 'WT-6.4', 'WT-6.4.1', 'WT-6.5', 'WT-6.5.1',
    'WT-6.5.2', 'WT-6.6', 'WT-6.6.1', 'WT-6.6.2', 'WT-6.6.3', 'WT-6.6.4', 'WT-7', 'WT-7.1', 'WT-7.2', 'WT-7.3',
    'WT-7.4', 'WT-7.5', 'WT-7.6', 'WT-7.7', 'WT-8', 'WT-8.1', 'WT-8.2', 'WT-8.3', 'WT-8.4', 'WT-8.5', 'WT-8.6',
    'WT-8.7', 'WT-9', 'WT-9.1', 'WT-9.2', 'WT-9.3', 'WT-9.4', 'WT-9.5', 'WT-9.6', 'WT-9.7', 'WT-9.8', 'WT-10',
    'WT-10.1', 'WT-10.2', 'WT-11', 'WT-11.1', 'WT-11.2', 'WT-11.3', 'WT-11.4', 'WT-11.5', 'WT-11.6', 'WT-11.7',
    'WT-11.8', 'WT-12', 'WT-12.1', 'WT-12.2', 'WT-12.3', 'WT-12.4', 'WT-12.5', 'WT-12.6', 'WT-13', 'WT-13.1',
    'WT-13.2', 'WT-13.3', 'WT-13.4', 'WT-13.5', 'WT-13.6', 'WT-13.7', 'WT-13.8', 'WT-14', 'WT-14.1', 'WT-14.2',
    'WT-14.3', 'WT-15', 'WT-15.1', 'WT-15.2', 'WT-15.3', 'WT-15.4', 'WT-15.5', 'WT-15.6', 'WT-15.7', 'WT-15.8',
    'WT-15.9', 'WT-15.10', 'WT-16', 'WT-17',
  ]),
  villagers: Object.freeze([
    'S-1', 'S-2', 'S-3', 'S-3.1', 'S-3.2', 'S-3.3', 'S-4', 'S-5', 'V-1', 'V-1.1', 'V-1.2', 'V-1.3', 'V-2', 'V-2.1',
    'V-2.2', 'V-2.3', 'V-2.4', 'V-2.5', 'V-2.6', 'V-2.7', 'V-2.8', 'V-2.9', 'V-2.10', 'V-3', 'V-3.1', 'V-3.2',
    'V-3.3', 'V-3.4', 'V-3.5', 'V-3.6', 'V-3.7', 'V-3.8', 'V-3.9', 'V-3.10', 'V-4', 'V-5', 'V-5.1', 'V-5.2', 'V-5.3',
    'V-5.4', 'V-5.5', 'V-5.6', 'V-5.7', 'V-5.8', 'V-5.9', 'V-5.10', 'V-6', 'V-6.1', 'V-6.2', 'V-6.3', 'V-6.4',
    'V-6.5', 'V-6.6', 'V-6.7', 'V-6.8', 'V-7', 'V-7.1', 'V-7.2', 'V-7.3', 'V-7.4', 'V-7.5', 'V-8', 'V-8.1', 'V-8.2',
    'V-8.3', 'V-9', 'V-9.1', 'V-9.2', 'V-9.3', 'V-9.4', 'V-9.5', 'V-10', 'V-10.1', 'V-10.2', 'V-11', 'V-11.1',
    'V-11.2', 'V-11.3', 'V-11.4', 'V-11.5', 'V-11.6', 'V-11.7', 'V-11.8',
  ]),
  skyline: Object.freeze([
    'SK-1', 'SK-1.1', 'SK-1.2', 'SK-1.3', 'SK-2', 'SK-2.1', 'SK-2.2', 'SK-2.3', 'SK-2.4', 'SK-2.5', 'SK-2.6',
    'SK-2.7', 'SK-3', 'SK-3.1', 'SK-3.2', 'SK-3.3', 'SK-3.4', 'SK-3.5', 'SK-3.6', 'SK-3.7', 'SK-3.8', 'SK-3.9',
    'SK-4', 'SK-4.1', 'SK-4.2', 'SK-4.3', 'SK-4.4', 'SK-4.5', 'SK-4.6', 'SK-4.7', 'SK-4.8', 'SK-4.9', 'SK-5',
    'SK-5.1', 'SK-5.2', 'SK-5.3', 'SK-6', 'SK-6.1', 'SK-6.2', 'SK-6.3', 'SK-6.4', 'SK-6.5', 'SK-6.6', 'SK-6.7',
    'SK-7', 'SK-7.1', 'SK-7.2', 'SK-7.3', 'SK-7.4', 'SK-7.5', 'SK-7.6', 'SK-7.7', 'SK-7.8', 'SK-7.9', 'SK-8',
    'SK-8.1', 'SK-8.2', 'SK-8.3', 'SK-8.4', 'SK-9', 'SK-9.1', 'SK-9.2', 'SK-9.3', 'SK-9.4', 'SK-9.5', 'SK-10',
    'SK-10.1', 'SK-10.2', 'SK-10.3', 'SK-10.4', 'SK-10.5', 'SK-10.6', 'SK-10.7', 'SK-11', 'SK-11.1', 'SK-11.2',
    'SK-11.3', 'SK-12', 'SK-12.1', 'SK-12.2', 'SK-12.3', 'SK-13', 'SK-13.1', 'SK-13.2', 'SK-13.3', 'SK-13.4',
    'SK-13.5', 'SK-13.6', 'SK-13.7', 'SK-13.8', 'SK-14', 'SK-15', 'SK-16',
  ]),
  simplicity: Object.freeze([
    'SIM-1.1', 'SIM-1.2', 'SIM-1.3', 'SIM-1.4', 'SIM-2.1', 'SIM-2.2', 'SIM-3.1', 'SIM-3.2', 'SIM-3.3', 'SIM-3.4',
    'SIM-3.5', 'SIM-3.6', 'SIM-3.7', 'SIM-3.8', 'SIM-4.1', 'SIM-4.2', 'SIM-4.3', 'SIM-4.4', 'SIM-4.5', 'SIM-4.6',
    'SIM-4.7', 'SIM-4.8', 'SIM-4.9', 'SIM-4.10', 'SIM-4.11', 'SIM-5.1', 'SIM-5.2', 'SIM-5.3', 'SIM-6.1', 'SIM-7.1',
    'SIM-7.2', 'SIM-7.3', 'SIM-7.4', 'SIM-7.5', 'SIM-7.6', 'SIM-8.1', 'SIM-8.2', 'SIM-8.3', 'SIM-8.4', 'SIM-8.5',
    'SIM-9.1', 'SIM-9.2', 'SIM-9.3', 'SIM-9.4', 'SIM-9.5', 'SIM-9.6', 'SIM-9.7', 'SIM-9.8',
  ]),
  bellavista: Object.freeze([
    'BV-1.1', 'BV-1.2', 'BV-2', 'BV-2.1', 'BV-2.2', 'BV-2.3', 'BV-2.4', 'BV-3.1', 'BV-3.2', 'BV-3.2a', 'BV-3.3',
    'BV-3.4', 'BV-3.5', 'BV-3.6', 'BV-3.7', 'BV-3.8', 'BV-3.9', 'BV-3.10', 'BV-4.1', 'BV-4.2', 'BV-4.3', 'BV-4.4',
    'BV-4.5', 'BV-4.6', 'BV-4.7', 'BV-4.8', 'BV-4.9', 'BV-4.10', 'BV-4.11', 'BV-5.1', 'BV-5.2', 'BV-5.3', 'BV-5.4',
    'BV-5.5', 'BV-5.6', 'BV-5.7', 'BV-5.8', 'BV-5.9', 'BV-5.10', 'BV-5.11', 'BV-5.12', 'BV-5.13', 'BV-5.14', 'BV-6',
    'BV-6.1', 'BV-6.2', 'BV-6.3', 'BV-6.3a', 'BV-6.4', 'BV-6.5', 'BV-6.6', 'BV-7', 'BV-7.1', 'BV-7.2', 'BV-7.3',
    'BV-7.3a', 'BV-8.1', 'BV-8.2', 'BV-8.3', 'BV-8.4', 'BV-8.5', 'BV-8.6', 'BV-9', 'BV-9.1', 'BV-9.2', 'BV-9.3',
    'BV-10',
  ]),
});
