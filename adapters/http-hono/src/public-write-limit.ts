import type { RateLimit } from '@pretscope/core';

/**
 * Anonymous writes to the API (leads, reminders, the guide, logged errors...): 10 a minute per address and kind.
 * One constant for the resource routes and the calls, so the privacy policy's « 1 minute » stays one figure.
 */
export const PUBLIC_WRITE: RateLimit = { limit: 10, windowMs: 60_000 };
