import { describe, expect, it } from 'vitest';
import type { UpstreamAddon } from '../../providers/upstream/upstream.port.ts';
import { assess, renews, type TrackedActivation } from './usage.rules.ts';

const t0 = new Date('2030-01-01T00:00:00Z');
const day = 86_400_000;

const tracked = (over: Partial<TrackedActivation> = {}): TrackedActivation => ({
  id: 'a1',
  linkId: 'l1',
  planId: 'p1',
  upstreamAddonId: 'x1',
  allocatedMib: '0',
  remainingMib: '0',
  usedMib: '0',
  activatedAt: null,
  expiresAt: null,
  reactivationCount: 0,
  notified: [],
  validityDays: 30,
  reactivationTrigger: null,
  maxReactivations: null,
  ...over,
});

const addon = (over: Partial<UpstreamAddon> = {}): UpstreamAddon => ({
  id: 'x1',
  endpointId: 'e1',
  status: 'active',
  allowanceMb: '100.000000',
  usedMb: '0.000000',
  activatedAt: t0,
  expiresAt: new Date(t0.getTime() + 30 * day),
  ...over,
});

const notification = (type: string, threshold: number | null = null) => ({ id: type, type, message: type, threshold });

describe('assess', () => {
  it('changes nothing without a reading of the add-on, or when the reading is what is stored', () => {
    expect(assess(tracked(), undefined, t0, [])).toEqual({ next: null, owed: [], renew: false });
    const stored = tracked({ allocatedMib: '100.000000', remainingMib: '100.000000', activatedAt: t0, expiresAt: new Date(t0.getTime() + 30 * day) });
    expect(assess(stored, addon(), t0, []).next).toBeNull();
  });

  it('never lets used data go back, and never beyond the allowance', () => {
    expect(assess(tracked({ usedMib: '40' }), addon({ usedMb: '30.000000' }), t0, []).next).toMatchObject({ usedMib: '40.00', remainingMib: '60.00' });
    expect(assess(tracked(), addon({ usedMb: '130.000000' }), t0, []).next).toMatchObject({ usedMib: '100.00', remainingMib: '0.00', status: 'exhausted' });
  });

  it('ends on the provider status or on the clock, and derives expires_at for a late start', () => {
    expect(assess(tracked(), addon({ status: 'expired' }), t0, []).next?.status).toBe('expired');
    expect(assess(tracked(), addon(), new Date(t0.getTime() + 30 * day), []).next?.status).toBe('expired');
    expect(assess(tracked(), addon({ status: 'removed' }), t0, []).next?.status).toBe('removed');
    const late = assess(tracked(), addon({ status: 'active', expiresAt: null }), t0, []).next;
    expect(late?.expiresAt?.getTime()).toBe(t0.getTime() + 30 * day);
    const pending = assess(tracked(), addon({ status: 'pending', activatedAt: null, expiresAt: null }), t0, []).next;
    expect(pending).toMatchObject({ status: 'active', activatedAt: null, expiresAt: null });
  });

  it('is exhausted at zero remaining only when there was an allowance to use', () => {
    expect(assess(tracked(), addon({ allowanceMb: '0.000000' }), t0, []).next?.status).toBe('active');
    expect(assess(tracked(), addon({ allowanceMb: '0.000000', status: 'exhausted' }), t0, []).next?.status).toBe('exhausted');
  });

  it('owes each notification once its condition holds, and never one already sent', () => {
    const all = [notification('data_consumption_absolute', 50), notification('data_consumption_relative', 80), notification('activation'), notification('expiration')];
    const ids = (usedMb: string, over: Partial<TrackedActivation> = {}, a: Partial<UpstreamAddon> = {}, now = t0) =>
      assess(tracked(over), addon({ usedMb, ...a }), now, all).owed.map((n) => n.id);
    expect(ids('49.999999', {}, { activatedAt: null, status: 'pending', expiresAt: null })).toEqual([]);
    expect(ids('50.000000')).toEqual(['data_consumption_absolute', 'activation']);
    expect(ids('80.000000', { notified: ['activation', 'data_consumption_absolute'] })).toEqual(['data_consumption_relative']);
    expect(ids('79.999999', { notified: ['activation', 'data_consumption_absolute'] })).toEqual([]);
    expect(ids('10.000000', { notified: ['activation'] }, {}, new Date(t0.getTime() + 31 * day))).toEqual(['expiration']);
    expect(ids('90.000000', {}, { status: 'removed' })).toEqual([]);
    const next = assess(tracked({ notified: ['activation'] }), addon({ usedMb: '60.000000' }), t0, all).next;
    expect(next?.notified).toEqual(['activation', 'data_consumption_absolute']);
  });

  it('renews only an activation that ended on its trigger', () => {
    const plan = { reactivationTrigger: 'exhaustion', maxReactivations: 1 };
    expect(assess(tracked(plan), addon({ status: 'exhausted', usedMb: '100.000000' }), t0, []).renew).toBe(true);
    expect(assess(tracked(plan), addon({ status: 'expired' }), t0, []).renew).toBe(false);
    expect(assess(tracked(plan), addon({ usedMb: '10.000000' }), t0, []).renew).toBe(false);
    expect(assess(tracked({ ...plan, reactivationCount: 1 }), addon({ status: 'exhausted' }), t0, []).renew).toBe(false);
  });
});

describe('renews', () => {
  it('follows the trigger and the reactivations left (-1 and null are unlimited)', () => {
    const r = (trigger: string | null, max: number | null, count: number, ended: 'expired' | 'exhausted') =>
      renews({ reactivationTrigger: trigger, maxReactivations: max, reactivationCount: count }, ended);
    expect(r('expiry', 3, 2, 'expired')).toBe(true);
    expect(r('expiry', 3, 3, 'expired')).toBe(false);
    expect(r('expiry', 0, 0, 'expired')).toBe(false);
    expect(r('expiry', -1, 1000, 'expired')).toBe(true);
    expect(r('expiry', null, 1000, 'expired')).toBe(true);
    expect(r('expiry', -1, 0, 'exhausted')).toBe(false);
    expect(r('exhaustion', -1, 0, 'exhausted')).toBe(true);
    expect(r('expiry_or_exhaustion', 1, 0, 'exhausted')).toBe(true);
    expect(r('expiry_or_exhaustion', 1, 0, 'expired')).toBe(true);
    expect(r(null, -1, 0, 'expired')).toBe(false);
  });
});
