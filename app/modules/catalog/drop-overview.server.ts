// The overview's drop card: the next drop (its minute and pieces) and what the last one did: when
// each piece sold and to whom, how many pressed "Complete Purchase", how many subscribers were told.
import { prisma } from "~/db.server";
import { liveWhere, upcomingWhere } from "./products.server";
import { formatStudioTime } from "~/utils/studio-time";

export async function dropOverview(timeZone: string, now = new Date()) {
  const [next, last] = await Promise.all([
    prisma.product.findFirst({
      where: upcomingWhere(now),
      orderBy: { goesLiveAt: "asc" },
      select: { goesLiveAt: true },
    }),
    prisma.product.findFirst({
      where: { ...liveWhere(now), goesLiveAt: { lte: now } },
      orderBy: { goesLiveAt: "desc" },
      select: { goesLiveAt: true },
    }),
  ]);
  // Each reads one drop's pieces (those of one minute): a handful, never the catalogue.
  const [nextPieces, lastPieces] = await Promise.all([
    next
      ? prisma.product.findMany({
          where: { available: true, goesLiveAt: next.goesLiveAt },
          select: { id: true, name: true },
          orderBy: { id: "asc" },
        })
      : [],
    last
      ? prisma.product.findMany({
          where: { available: true, goesLiveAt: last.goesLiveAt },
          orderBy: { id: "asc" },
          select: {
            id: true,
            name: true,
            isSold: true,
            orders: {
              orderBy: { createdAt: "asc" },
              take: 1,
              select: { createdAt: true, buyerName: true, buyerEmail: true },
            },
            announcements: { where: { createdAt: { gte: last.goesLiveAt! } }, select: { recipients: true } },
            _count: { select: { attempts: { where: { createdAt: { gte: last.goesLiveAt! } } } } },
          },
        })
      : [],
  ]);
  return {
    now: now.toISOString(),
    next: next && {
      at: next.goesLiveAt!.toISOString(),
      when: formatStudioTime(next.goesLiveAt!, timeZone),
      pieces: nextPieces,
    },
    last: last && {
      when: formatStudioTime(last.goesLiveAt!, timeZone),
      pieces: lastPieces.map(({ orders, announcements, _count, ...piece }) => ({
        ...piece,
        sale: orders[0]
          ? {
              when: formatStudioTime(orders[0].createdAt, timeZone),
              buyer: `${orders[0].buyerName} (${orders[0].buyerEmail})`,
            }
          : null,
        tried: _count.attempts,
        told: announcements.reduce((sum, announcement) => sum + announcement.recipients, 0),
      })),
    },
  };
}

export type DropOverview = Awaited<ReturnType<typeof dropOverview>>;
