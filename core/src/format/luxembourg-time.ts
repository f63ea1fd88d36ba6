/**
 * Wall-clock times in Luxembourg (Europe/Luxembourg, the team's zone, shared with Belgium and France): what an editor
 * types in a « date et heure » field and reads back. An instant is stored in UTC; the field shows and takes the local
 * time, summer time included.
 */

/** Made once: a formatter with a time zone costs far more to make than to use. */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Luxembourg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The local date and time of an instant, to the minute, as a `datetime-local` field takes it: `2026-11-27T09:30`. */
export function luxembourgLocalTime(date: Date): string {
  const part = Object.fromEntries(PARTS.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The wall-clock time (as UTC milliseconds of the same digits) of an instant in Luxembourg, to the second. */
function wallClock(ms: number): number {
  const part = Object.fromEntries(PARTS.formatToParts(new Date(ms)).map(({ type, value }) => [type, value]));
  return Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
}

/**
 * The instant a local time names, or null when the text is not a date and time (`2026-11-27T09:30`) that exists.
 * The hour skipped when summer time starts (02:00 to 03:00 on the last Sunday of March) names the instant it would
 * have been one hour later (02:30 is 03:30 summer time); the hour repeated when it ends names its first occurrence.
 */
export function fromLuxembourgLocalTime(text: string): Date | null {
  const match = LOCAL_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // A day that does not exist (31 April) rolls over: refuse it.
  if (new Date(asUtc).getUTCDate() !== day || year < 1000) return null;
  // The offsets in force an hour either side of the instant: the earlier one first, for the repeated hour.
  const offsets = [wallClock(asUtc - 3 * 3_600_000) - (asUtc - 3 * 3_600_000), wallClock(asUtc + 3 * 3_600_000) - (asUtc + 3 * 3_600_000)];
  for (const offset of offsets.sort((a, b) => b - a)) {
    const candidate = asUtc - offset;
    if (wallClock(candidate) === asUtc) return new Date(candidate);
  }
  // In the skipped hour: the same digits under the offset before the change, which the clock shows an hour later.
  return new Date(asUtc - Math.min(...offsets));
}
