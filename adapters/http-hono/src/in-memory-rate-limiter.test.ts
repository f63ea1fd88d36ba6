import { describeRateLimiterContract } from '@pretscope/core/testing';
import { createInMemoryRateLimiter } from './in-memory-rate-limiter.ts';

// Per process: nothing to share with another limiter, so the sharing case is skipped and the rest must hold.
describeRateLimiterContract('in memory', async (clock) => ({ limiter: createInMemoryRateLimiter({ clock }), other: undefined }));
