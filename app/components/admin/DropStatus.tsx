// The overview's drop card: the next drop with the time left (rendered by the server, then counted
// down each second once JavaScript runs) and, after a drop, what happened to each of its pieces.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { plural } from "~/utils/words";
import { Card } from "~/components/ui/Card";

interface Piece {
  id: number;
  name: string;
}

export interface DropStatusProps {
  /** The server's clock when it rendered: the time left is counted from it, not the browser's. */
  now: string;
  next: { at: string; when: string; pieces: Piece[] } | null;
  last: {
    when: string;
    pieces: (Piece & {
      isSold: boolean;
      sale: { when: string; buyer: string } | null;
      tried: number;
      told: number;
    })[];
  } | null;
}

/** "2 d 4 h 10 min", "12 min 5 s": the largest units that matter. */
export function timeLeft(ms: number) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [d, h, m, s] = [
    Math.floor(seconds / 86_400),
    Math.floor(seconds / 3600) % 24,
    Math.floor(seconds / 60) % 60,
    seconds % 60,
  ];
  if (d > 0) return `${d} d ${h} h ${m} min`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min ${s} s`;
}

function Countdown({ at, now }: { at: string; now: string }) {
  const target = Date.parse(at);
  const [left, setLeft] = useState(target - Date.parse(now));
  useEffect(() => {
    // The server's clock, carried forward by the browser's.
    const skew = Date.parse(now) - Date.now();
    const tick = () => setLeft(target - (Date.now() + skew));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target, now]);
  return <strong role="timer">{left > 0 ? `in ${timeLeft(left)}` : "now"}</strong>;
}

export function DropStatus({ now, next, last }: DropStatusProps) {
  if (!next && !last) return null;
  return (
    <Card as="section" aria-labelledby="drop-status-title" className="mt-6">
      <h2 id="drop-status-title" className="font-serif text-xl">
        Drops
      </h2>
      {next ? (
        <p className="mt-2 text-sm">
          Next drop {next.when}, <Countdown at={next.at} now={now} />:{" "}
          {next.pieces.map((piece) => piece.name).join(", ")}
        </p>
      ) : null}
      {last ? (
        <div className="mt-3 text-sm">
          <p className="font-medium">Last drop, {last.when}</p>
          <ul className="mt-1 space-y-1 text-gray-700">
            {last.pieces.map((piece) => (
              <li key={piece.id}>
                <Link to={`/admin/products/${piece.id}`} className="underline">
                  {piece.name}
                </Link>
                :{" "}
                {piece.sale
                  ? `sold ${piece.sale.when} to ${piece.sale.buyer}`
                  : piece.isSold
                    ? "marked sold"
                    : "not sold yet"}
                ; {plural(piece.tried, "purchase attempt")}; {plural(piece.told, "subscriber")} told
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
