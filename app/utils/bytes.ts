// A size in bytes as a person reads it: "980 bytes", "4.2 MB".

const UNITS = ["KB", "MB", "GB", "TB"];

/** Decimal units (1 MB = 1,000,000 bytes), as file browsers and storage bills count them. */
export function formatBytes(bytes: number) {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${UNITS[unit]}`;
}
