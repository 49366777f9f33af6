// The TCP ports a process listens on, read from /proc (Linux): which sockets it holds, and which
// of the system's sockets are in the LISTEN state.
import fs from "node:fs";

const LISTEN = "0A";

function socketInodes(pid: number) {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = fs.readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/);
      if (match) inodes.add(match[1]);
    } catch {
      // The descriptor closed while we read the directory.
    }
  }
  return inodes;
}

/** The TCP ports (IPv4 and IPv6) process `pid` listens on, sorted. */
export function listeningPorts(pid: number): number[] {
  const inodes = socketInodes(pid);
  const ports = new Set<number>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const rows = fs.readFileSync(table, "utf8").trim().split("\n").slice(1);
    for (const row of rows) {
      const columns = row.trim().split(/\s+/);
      const [, localAddress, , state] = columns;
      if (state === LISTEN && inodes.has(columns[9])) ports.add(parseInt(localAddress.split(":")[1], 16));
    }
  }
  return [...ports].sort((a, b) => a - b);
}
