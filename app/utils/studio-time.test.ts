import { describe, expect, it } from "vitest";
import { formatStudioClock, formatWallTime, readStudioMinute, toStudioTime } from "./studio-time";

describe("a minute of the studio's clock", () => {
  it("is one instant on an ordinary day, whatever the zone's offset that season", () => {
    expect(readStudioMinute("2027-01-15T19:00", "America/New_York")).toEqual({
      kind: "exact",
      at: new Date("2027-01-16T00:00:00Z"),
    });
    expect(readStudioMinute("2027-07-15T19:00", "America/New_York")).toEqual({
      kind: "exact",
      at: new Date("2027-07-15T23:00:00Z"),
    });
    expect(readStudioMinute("2027-03-14T02:30", "UTC")).toEqual({
      kind: "exact",
      at: new Date("2027-03-14T02:30:00Z"),
    });
  });

  it("is no instant when the clocks go forward over it, and names the change", () => {
    // New York springs from 2:00 to 3:00, London from 1:00 to 2:00, Lord Howe by half an hour.
    expect(readStudioMinute("2027-03-14T02:30", "America/New_York")).toEqual({
      kind: "skipped",
      from: "2027-03-14T02:00",
      to: "2027-03-14T03:00",
    });
    expect(readStudioMinute("2027-03-28T01:30", "Europe/London")).toEqual({
      kind: "skipped",
      from: "2027-03-28T01:00",
      to: "2027-03-28T02:00",
    });
    expect(readStudioMinute("2027-10-03T02:15", "Australia/Lord_Howe")).toEqual({
      kind: "skipped",
      from: "2027-10-03T02:00",
      to: "2027-10-03T02:30",
    });
    // The minutes either side of the gap are ordinary ones.
    expect(readStudioMinute("2027-03-14T01:59", "America/New_York")).toMatchObject({ kind: "exact" });
    expect(readStudioMinute("2027-03-14T03:00", "America/New_York")).toEqual({
      kind: "exact",
      at: new Date("2027-03-14T07:00:00Z"),
    });
  });

  it("is two instants when the clocks go back over it, the first being the one meant", () => {
    expect(readStudioMinute("2027-11-07T01:30", "America/New_York")).toEqual({
      kind: "twice",
      at: new Date("2027-11-07T05:30:00Z"),
      later: new Date("2027-11-07T06:30:00Z"),
      from: "2027-11-07T02:00",
      to: "2027-11-07T01:00",
    });
    expect(readStudioMinute("2027-10-31T01:30", "Europe/London")).toMatchObject({
      kind: "twice",
      at: new Date("2027-10-31T00:30:00Z"),
      later: new Date("2027-10-31T01:30:00Z"),
    });
    expect(formatStudioClock(new Date("2027-11-07T05:30:00Z"), "America/New_York")).toBe("1:30 AM EDT");
    expect(formatStudioClock(new Date("2027-11-07T06:30:00Z"), "America/New_York")).toBe("1:30 AM EST");
  });

  it("is not a minute at all when the calendar has no such day or time", () => {
    for (const local of ["2027-02-29T10:00", "2027-04-31T10:00", "2027-01-01T24:00", "2027-01-01 10:00", ""])
      expect(readStudioMinute(local, "America/New_York"), local).toBeNull();
  });

  it("shows an instant back as the wall time it was read from", () => {
    expect(toStudioTime(new Date("2027-03-14T07:00:00Z"), "America/New_York")).toBe("2027-03-14T03:00");
    expect(formatWallTime("2027-03-14T02:30", "time")).toBe("2:30 AM");
    expect(formatWallTime("2027-03-14T02:30", "date")).toBe("Sunday, March 14, 2027");
  });
});
