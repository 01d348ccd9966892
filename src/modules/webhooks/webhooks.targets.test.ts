import { describe, expect, it } from 'vitest';
import { assertPublicTarget, guardedLookup, nonPublicReason, parseTargetUrl, TargetRefused } from './webhooks.targets.ts';

const hostOf = (raw: string) => {
  const p = parseTargetUrl(raw);
  if (!p.ok) throw new Error(p.reason);
  return p.url;
};

describe('nonPublicReason', () => {
  it('refuses every non-public IPv4 range', () => {
    for (const a of ['0.0.0.0', '10.1.2.3', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.255.0.9', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '192.0.2.1', '198.18.0.1', '224.0.0.1', '239.255.255.250', '255.255.255.255', '100.100.100.200']) {
      expect(nonPublicReason(a), a).not.toBeNull();
    }
    expect(nonPublicReason('169.254.169.254')).toMatch(/metadata/);
    for (const a of ['8.8.8.8', '93.184.216.34', '100.63.255.255', '100.128.0.1', '172.15.255.255', '172.32.0.1', '1.1.1.1']) {
      expect(nonPublicReason(a), a).toBeNull();
    }
  });

  it('refuses every non-public IPv6 range, including IPv4 embedded in IPv6', () => {
    for (const a of ['::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '2002:7f00:1::1', '::127.0.0.1', '2001:db8::1', 'fec0::1']) {
      expect(nonPublicReason(a), a).not.toBeNull();
    }
    for (const a of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(nonPublicReason(a), a).toBeNull();
    }
  });
});

describe('assertPublicTarget', () => {
  const noDns = async () => {
    throw Object.assign(new Error('no'), { code: 'ENOTFOUND' });
  };

  it('sees through the spellings WHATWG URL normalises (decimal, hex, octal, bracketed IPv6)', async () => {
    for (const raw of ['http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/', 'http://[::1]:8080/', 'http://[0:0:0:0:0:ffff:a9fe:a9fe]/', 'https://0xa9.0xfe.0xa9.0xfe/latest/meta-data']) {
      await expect(assertPublicTarget(hostOf(raw), { allowPrivate: false, lookupAll: noDns }), raw).rejects.toBeInstanceOf(TargetRefused);
    }
    await expect(assertPublicTarget(hostOf('https://93.184.216.34/x'), { allowPrivate: false, lookupAll: noDns })).resolves.toBeUndefined();
  });

  it('checks every address a name resolves to, and refuses names that do not resolve', async () => {
    const mixed = async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.5', family: 4 }];
    await expect(assertPublicTarget(hostOf('https://rebind.example/x'), { allowPrivate: false, lookupAll: mixed })).rejects.toThrow(/10\.0\.0\.5/);
    await expect(assertPublicTarget(hostOf('https://nowhere.example/x'), { allowPrivate: false, lookupAll: noDns })).rejects.toThrow(/does not resolve/);
    const good = async () => [{ address: '93.184.216.34', family: 4 }];
    await expect(assertPublicTarget(hostOf('https://example.com/x'), { allowPrivate: false, lookupAll: good })).resolves.toBeUndefined();
    await expect(assertPublicTarget(hostOf('http://127.0.0.1/x'), { allowPrivate: true, lookupAll: noDns })).resolves.toBeUndefined();
  });

  it('the connection lookup refuses a private answer (DNS rebinding between check and connect)', async () => {
    const lookup = guardedLookup({ allowPrivate: false, lookupAll: async () => [{ address: '127.0.0.1', family: 4 }] });
    const err = await new Promise<unknown>((resolve) => lookup('rebind.example', {}, (e) => resolve(e)));
    expect(err).toBeInstanceOf(TargetRefused);
    const ok = guardedLookup({ allowPrivate: false, lookupAll: async () => [{ address: '93.184.216.34', family: 4 }] });
    const addr = await new Promise<unknown>((resolve) => ok('example.com', {}, (_e, a) => resolve(a)));
    expect(addr).toBe('93.184.216.34');
  });
});
