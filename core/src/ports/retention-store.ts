import type { RetentionCutoffs, RetentionRule } from '../personal-data/retention-policy.ts';

/** Applies the retention rules to the stored data (core applyRetention says when). */
export interface RetentionStore {
  /** Removes or anonymises what one rule says is due; answers how many records it changed. */
  apply<R extends RetentionRule>(rule: R, cutoff: RetentionCutoffs[R]): Promise<number>;
}
