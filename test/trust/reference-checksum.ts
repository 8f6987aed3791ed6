/**
 * The log checksum as first defined, for tests that pin `checksum` to it: FNV-1a (32-bit, 8 hex
 * digits) of the text `JSON.stringify` writes for the value with each object rebuilt from its sorted
 * keys (so array-index keys come first, numerically, as JavaScript orders them).
 */
export function referenceChecksum(v: unknown): string {
  const text = JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'object' && x !== null && !Array.isArray(x) ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, (x as Record<string, unknown>)[k]])) : x,
  );
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}
