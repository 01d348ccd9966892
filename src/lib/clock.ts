// The current time as an ISO 8601 string, made at most once per millisecond: building a
// Date and its string on every liveness answer cost more than the rest of the handler.

let lastMs = -1;
let lastIso = '';

export function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}
