/** The seed of the demo data: the same database on every machine and every run. */
export const DEMO_SEED = 20261122;

/**
 * A small, fast, seeded pseudo-random generator (Tommy Ettinger's Mulberry32): floats in [0, 1), the same
 * sequence for the same seed. For demo data and benchmarks only, never for secrets (use node:crypto).
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
