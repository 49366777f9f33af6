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

/** A `datetime-local` value ("2026-12-04T19:00") read in the studio's zone; null if not a time. */
export function fromStudioTime(local: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset at that wall time, checked once more across a daylight-saving change.
  let instant = asUtc - (wallClock(new Date(asUtc), zone) - asUtc);
  instant = asUtc - (wallClock(new Date(instant), zone) - instant);
  return new Date(instant);
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
