// The studio's wall clock: a drop's minute is entered and shown in the studio's time zone (a site
// setting, an IANA name) and stored as an instant. Plain Intl, so the browser may read it too.

/** Whether `zone` is an IANA time zone this runtime knows ("America/New_York", "UTC"). */
export function isTimeZone(zone: string) {
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `date` in `zone`, as a UTC timestamp (for the offset arithmetic). */
function wallClock(date: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * A wall-clock minute of the studio read as instants: one for an ordinary minute, none for a minute
 * the clocks skip when they go forward, two for a minute they show twice when they go back.
 */
export type StudioMinute =
  | { kind: "exact"; at: Date }
  /** The clocks go forward over it, from the wall time `from` to `to` ("…T02:00" to "…T03:00"). */
  | ({ kind: "skipped" } & ClockChange)
  /** Shown twice: `at` is the first (before the clocks go back from `from` to `to`), `later` the second. */
  | ({ kind: "twice"; at: Date; later: Date } & ClockChange);

interface ClockChange {
  from: string;
  to: string;
}

const HOUR = 3_600_000;
const offsetAt = (instant: number, zone: string) => wallClock(new Date(instant), zone) - instant;

/** The `datetime-local` value ("2026-12-04T19:00") as a calendar minute, read as UTC; null if none. */
function localMinute(local: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return asUtc;
}

/** The change of `zone`'s clocks between two instants: the wall time just before it, and just after. */
function changeBetween(before: number, after: number, zone: string): ClockChange {
  const offset = offsetAt(before, zone);
  // Offsets change on a whole second: halve the interval down to one.
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (offsetAt(middle, zone) === offset) before = middle;
    else after = middle;
  }
  const minute = (wall: number) => new Date(wall).toISOString().slice(0, 16);
  return { from: minute(after + offset), to: minute(wallClock(new Date(after), zone)) };
}

/** A `datetime-local` value read in the studio's zone (see StudioMinute); null if not a time. */
export function readStudioMinute(local: string, zone: string): StudioMinute | null {
  const wall = localMinute(local);
  if (wall === null) return null;
  // No zone's offset changes twice within a day of a minute: the offsets a day either side are
  // the only ones this wall time can be read with.
  const offsets = [...new Set([offsetAt(wall - 24 * HOUR, zone), offsetAt(wall + 24 * HOUR, zone)])];
  const instants = offsets
    .map((offset) => wall - offset)
    .filter((instant) => wallClock(new Date(instant), zone) === wall)
    .sort((a, b) => a - b);
  if (instants.length === 2) {
    const [first, second] = instants;
    return {
      kind: "twice",
      at: new Date(first),
      later: new Date(second),
      ...changeBetween(first, second, zone),
    };
  }
  if (instants.length === 1) return { kind: "exact", at: new Date(instants[0]) };
  const [early, late] = offsets.map((offset) => wall - offset).sort((a, b) => a - b);
  return { kind: "skipped", ...changeBetween(early, late, zone) };
}

/** The `datetime-local` value showing `date` in the studio's zone. */
export function toStudioTime(date: Date, zone: string) {
  return new Date(wallClock(date, zone)).toISOString().slice(0, 16);
}

/** "Friday, December 4, 7:00 PM": how the shop names a drop's minute, in the studio's zone. */
export function formatStudioTime(date: Date | string, zone: string) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(date));
}

/** "1:30 AM EDT": the studio's clock at `date`, with the zone's name for that side of a change. */
export function formatStudioClock(date: Date, zone: string) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

const wallFormatOptions = {
  time: { timeZone: "UTC", hour: "numeric", minute: "2-digit" },
  date: { timeZone: "UTC", dateStyle: "full" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
// Made at their first use, not as the module loads: every page that imports this module would
// otherwise build them (the first Intl format of a page loads the engine's locale data: 12-15 ms of
// the product page's start-up on a phone-sized run at 1x).
const wallFormats: Partial<Record<keyof typeof wallFormatOptions, Intl.DateTimeFormat>> = {};

/** A `datetime-local` value as the studio's clock shows it: "2:30 AM", or "Sunday, March 14, 2027". */
export function formatWallTime(local: string, part: keyof typeof wallFormatOptions) {
  const format = (wallFormats[part] ??= new Intl.DateTimeFormat("en-US", wallFormatOptions[part]));
  return format.format(new Date(`${local}:00Z`));
}
