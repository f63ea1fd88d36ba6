/** Time comes through a port so use cases and their tests agree on "now". */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
