// Where a webhook may point. A delivery is a request the platform makes on a customer's
// behalf, so a URL that reaches the platform's own network (loopback, private ranges,
// link-local cloud metadata, ...) would let a customer probe it (SSRF). The URL is checked
// when it is saved and, because DNS answers change (rebinding), every address a host
// resolves to is checked again by the lookup of each delivery's own connection.

import dns from 'node:dns';
import net from 'node:net';
import { AppError } from '../../lib/errors.ts';
import { hasAuthority } from '../../lib/urls.ts';

export const MAX_URL_LENGTH = 2048;

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const blockedV4: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function v4ToInt(a: string): number {
  return a.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function classifyV4(address: string): string | null {
  const n = v4ToInt(address);
  for (const [base, bits, label] of blockedV4) {
    const size = 2 ** (32 - bits);
    const start = v4ToInt(base);
    if (n >= start && n < start + size) return label;
  }
  return null;
}

/** The 16 bytes of an IPv6 address (with an optional dotted IPv4 tail), or null. */
function v6Bytes(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const v4 = text.slice(lastColon + 1);
    if (net.isIPv4(v4) === false) return null;
    const n = v4ToInt(v4);
    tail.push(Math.floor(n / 65536), n % 65536);
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const groups = [...head, ...Array<number>(Math.max(0, fill)).fill(0), ...rest];
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return null;
  if (tail.length === 2) groups.splice(6, 2, tail[0] as number, tail[1] as number);
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

const v4Of = (b: number[], at: number) => b.slice(at, at + 4).join('.');

function classifyV6(address: string): string | null {
  const b = v6Bytes(address);
  if (b === null) return 'unparseable';
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 16)) return 'unspecified';
  if (zeros(0, 15) && b[15] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the embedded IPv4 address.
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return classifyV4(v4Of(b, 12));
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return classifyV4(v4Of(b, 12));
  if (zeros(0, 12)) return 'IPv4-compatible (deprecated)';
  // 6to4 (2002:a.b.c.d::/48) routes to the embedded IPv4 address too.
  if (b[0] === 0x20 && b[1] === 0x02) return classifyV4(v4Of(b, 2));
  const first = b[0] as number;
  const second = b[1] as number;
  if (first === 0xff) return 'multicast';
  if (first === 0xfe && (second & 0xc0) === 0x80) return 'link-local';
  if (first === 0xfe && (second & 0xc0) === 0xc0) return 'site-local (deprecated)';
  if ((first & 0xfe) === 0xfc) return 'unique-local (private)';
  if (first === 0x20 && second === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return 'documentation';
  if (first === 0x01 && zeros(1, 8)) return 'discard-only';
  return null;
}

/** Why an IP address is not a public internet address, or null when it is one. */
export function nonPublicReason(address: string): string | null {
  const kind = net.isIP(address);
  if (kind === 4) return classifyV4(address);
  if (kind === 6) return classifyV6(address);
  return 'not an IP address';
}

export type ParsedTarget = { ok: true; url: URL } | { ok: false; reason: string };

/** Syntax rules of a webhook URL (absolute http(s), no credentials, bounded length). */
export function parseTargetUrl(raw: string): ParsedTarget {
  if (raw.length > MAX_URL_LENGTH) return { ok: false, reason: `url must be at most ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'url must be an absolute URI' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'url must use http or https' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'url must not carry credentials' };
  if (url.hostname === '' || !hasAuthority(raw)) return { ok: false, reason: 'url must name a host' };
  return { ok: true, url };
}

/** The host of a URL as an IP literal (WHATWG already turned 0x7f.1 into 127.0.0.1), or null for a name. */
export function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return net.isIP(host) === 0 ? null : host;
}

export type LookupAll = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemLookupAll: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export class TargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetRefused';
  }
}

/** What a refusal says about the setting that lifts it. */
export const ALLOW_PRIVATE_HINT = 'set WEBHOOKS_ALLOW_PRIVATE_TARGETS=true on the server to allow it (trials and development only)';

/**
 * Checks that every address `url` reaches is public (unless private targets are allowed).
 * Throws TargetRefused with a message fit for the customer that names `field` (when saved); DNS
 * failures are refused too.
 */
export async function assertPublicTarget(url: URL, opts: { allowPrivate: boolean; lookupAll: LookupAll }, field?: string): Promise<void> {
  if (opts.allowPrivate) return;
  const of = field === undefined ? '' : ` of ${field}`;
  const literal = ipLiteralOf(url);
  if (literal !== null) {
    const reason = nonPublicReason(literal);
    if (reason !== null) throw new TargetRefused(`${field ?? 'the target'} points to a ${reason} address (${literal}), which deliveries may not reach; ${ALLOW_PRIVATE_HINT}`);
    return;
  }
  let addresses: Array<{ address: string }>;
  try {
    addresses = await opts.lookupAll(url.hostname);
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'lookup failed';
    throw new TargetRefused(`host ${url.hostname}${of} does not resolve (${code})`);
  }
  if (addresses.length === 0) throw new TargetRefused(`host ${url.hostname}${of} does not resolve`);
  for (const { address } of addresses) {
    const reason = nonPublicReason(address);
    if (reason !== null) {
      throw new TargetRefused(`host ${url.hostname}${of} resolves to a ${reason} address (${address}), which deliveries may not reach; ${ALLOW_PRIVATE_HINT}`);
    }
  }
}

/**
 * The one check of a delivery target a customer saves (the SMS webhook's `url`, a routing
 * endpoint's `destination_uri`): 422 request_validation_error naming `field` and the
 * setting that allows private targets, when it reaches anything but the public internet.
 */
export async function refuseNonPublicTarget(url: URL, field: string, opts: { allowPrivate: boolean; lookupAll: LookupAll }): Promise<void> {
  try {
    await assertPublicTarget(url, opts, field);
  } catch (err) {
    if (err instanceof TargetRefused) throw new AppError('request_validation_error', err.message, { field });
    throw err;
  }
}

/**
 * A `lookup` for node:http that connects only to public addresses: the check and the
 * connection use the same DNS answer, so a name cannot resolve to a public address when
 * checked and to a private one when connected (DNS rebinding).
 */
export function guardedLookup(opts: { allowPrivate: boolean; lookupAll: LookupAll }): net.LookupFunction {
  return (hostname, options, callback) => {
    opts
      .lookupAll(hostname)
      .then((addresses) => {
        const bad = opts.allowPrivate ? undefined : addresses.find((a) => nonPublicReason(a.address) !== null);
        if (bad !== undefined || addresses.length === 0) {
          const err = bad
            ? new TargetRefused(`host ${hostname} resolves to a ${nonPublicReason(bad.address)} address (${bad.address}), which deliveries may not reach; ${ALLOW_PRIVATE_HINT}`)
            : new TargetRefused(`host ${hostname} does not resolve`);
          callback(err as NodeJS.ErrnoException, '', 0);
          return;
        }
        const allowed = addresses;
        if ((options as { all?: boolean }).all === true) {
          (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, allowed);
        } else {
          const a = allowed[0] as { address: string; family: number };
          callback(null, a.address, a.family);
        }
      })
      .catch((err: unknown) => callback(err as NodeJS.ErrnoException, '', 0));
  };
}
