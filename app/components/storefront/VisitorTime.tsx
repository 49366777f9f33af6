// A drop's minute in the visitor's own zone, beside the studio's ("Coming Friday, … 11:07 AM EST"):
// the server cannot know her zone, so the browser adds it once hydrated, and only where it differs.
import { useHydrated } from "~/components/hydration/useHydrated";
import { formatStudioTime } from "~/utils/studio-time";

export function VisitorTime({ at, studioZone }: { at: string; studioZone: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const theirs = formatStudioTime(at, zone);
  if (theirs === formatStudioTime(at, studioZone)) return null;
  return <span className="block text-base text-gray-700">{theirs} your time</span>;
}
