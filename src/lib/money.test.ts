import { describe, expect, it } from 'vitest';
import { formatMoney, fromMicros, toMicros } from './money.ts';

describe('formatMoney', () => {
  it('trims a stored numeric as the micro-unit round trip does', () => {
    const stored = ['0.000000', '0.000001', '0.100000', '1.000000', '1.500000', '1.230000', '1.234500', '12.345678', '99999999999999.999999'];
    for (let i = 0; i < 2000; i++) {
      const whole = Math.floor(Math.random() * 10 ** (1 + (i % 14)));
      const frac = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
      stored.push(`${whole}.${i % 3 === 0 ? frac.slice(0, 2) + '0000' : frac}`);
    }
    for (const value of stored) expect(formatMoney(value)).toBe(fromMicros(toMicros(value)));
  });

  it('formats what is not in the stored form too', () => {
    expect(formatMoney('-1.500000')).toBe('-1.50');
    expect(formatMoney('7')).toBe('7.00');
    expect(formatMoney('007.5')).toBe('7.50');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney(undefined)).toBe('0.00');
  });
});
