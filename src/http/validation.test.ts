import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { createValidatorCompiler, isStorableInstant, unstorable } from './validation.ts';

describe('text the database cannot store', () => {
  it('tells NUL and unpaired surrogates from text, and keeps pairs', () => {
    expect(unstorable('plain')).toBeNull();
    expect(unstorable('emoji \u{1F600}')).toBeNull();
    expect(unstorable('a\u0000b')).toBe('must not contain NUL characters');
    for (const lone of ['\uD800', 'x\uDBFF', '\uDC00x', 'a\uDE00\uD83D', '\u{1F600}\uD83D']) expect(unstorable(lone), JSON.stringify(lone)).toMatch(/unpaired surrogate/);
  });

  it('names the array element or the key that holds it, with the key shown as text', () => {
    const { compiler } = createValidatorCompiler();
    const validate = compiler({
      schema: Type.Object({ tags: Type.Array(Type.String()), meta: Type.Record(Type.String(), Type.Unknown()) }),
      httpPart: 'body',
      method: 'POST',
      url: '/x',
    }) as (data: unknown) => { error?: { validation: Array<{ instancePath: string; message: string }> } };
    expect(validate({ tags: ['a', '\uD83D'], meta: {} }).error?.validation).toEqual([{ instancePath: '/tags/1', message: expect.stringMatching(/unpaired surrogate/) }]);
    expect(validate({ tags: [], meta: { ['k\uDC00']: 1 } }).error?.validation[0]?.instancePath).toBe('/meta/k\uFFFD');
    expect(validate({ tags: [], meta: { k: { deep: ['\u0000'] } } }).error?.validation[0]).toEqual({ instancePath: '/meta/k/deep/0', message: 'must not contain NUL characters' });
    expect(validate({ tags: ['\u{1F600}'], meta: { '\u{1F600}': '\u{1F600}' } }).error).toBeUndefined();
  });
});

describe('isStorableInstant', () => {
  it('takes instants from year 1 to 9999 in UTC and refuses year 0 and leap seconds', () => {
    expect(['2026-11-27T10:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-01-01T00:00:00+14:00'].map(isStorableInstant)).toEqual([true, true, true, true]);
    expect(['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '9999-12-31T23:59:59-01:00', '2026-06-30T23:59:60Z'].map(isStorableInstant)).toEqual([false, false, false, false]);
  });
});
