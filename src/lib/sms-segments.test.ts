import { describe, expect, it } from 'vitest';
import { countSegments, type SegmentCount } from './sms-segments.ts';

const a = (n: number) => 'a'.repeat(n);
/** Cyrillic: outside GSM-7, one UTF-16 code unit. */
const zh = (n: number) => 'ж'.repeat(n);
/** Outside the BMP: one code point, a surrogate pair of two UTF-16 code units. */
const emoji = (n: number) => '😀'.repeat(n);

const gsm = (segments: number, units: number): SegmentCount => ({ encoding: 'gsm7', segments, units });
const ucs = (segments: number, units: number): SegmentCount => ({ encoding: 'ucs2', segments, units });

describe('countSegments: GSM-7 basic characters', () => {
  it.each([
    ['the empty text: one (empty) message', '', gsm(1, 0)],
    ['one character', 'a', gsm(1, 1)],
    ['153 characters: still a single message', a(153), gsm(1, 153)],
    ['154 characters', a(154), gsm(1, 154)],
    ['160 characters: the single-message limit', a(160), gsm(1, 160)],
    ['161 characters: two parts of at most 153', a(161), gsm(2, 161)],
    ['306 characters: two full parts', a(306), gsm(2, 306)],
    ['307 characters: a third part', a(307), gsm(3, 307)],
    ['459 characters: three full parts', a(459), gsm(3, 459)],
    ['460 characters: a fourth part', a(460), gsm(4, 460)],
    ['the whole basic table, accents and Greek capitals included', '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà', gsm(1, 71)],
  ])('%s', (_name, text, expected) => {
    expect(countSegments(text)).toEqual(expected);
  });
});

describe('countSegments: GSM 03.38 table, in the standard\'s order (0x00-0x7F without ESC)', () => {
  const table = [
    '@£$¥èéùìòÇ\nØø\rÅå',
    'Δ_ΦΓΛΩΠΨΣΘΞÆæßÉ',
    ' !"#¤%&\'()*+,-./',
    '0123456789:;<=>?',
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§',
    '¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ].join('');

  it('has 127 characters, each one septet', () => {
    expect([...table]).toHaveLength(127);
    for (const ch of table) expect(countSegments(ch), JSON.stringify(ch)).toEqual(gsm(1, 1));
  });
});

describe('countSegments: the extension table counts two septets and is never split', () => {
  const extension = ['€', '^', '{', '}', '[', ']', '~', '|', '\\', '\f'];

  it.each(extension)('%j counts 2 and keeps the text GSM-7', (ch) => {
    expect(countSegments(ch)).toEqual(gsm(1, 2));
    // 80 of them fill one message exactly; 81 need two parts of 76 (152 septets: a 77th would straddle).
    expect(countSegments(ch.repeat(80))).toEqual(gsm(1, 160));
    expect(countSegments(ch.repeat(81))).toEqual(gsm(2, 162));
    expect(countSegments(ch.repeat(152))).toEqual(gsm(2, 304));
    expect(countSegments(ch.repeat(153))).toEqual(gsm(3, 306));
  });

  it.each(extension)('%j at septets 153-154 moves to the next part instead of straddling', (ch) => {
    // 306 septets would fit two parts if the character could be split: it cannot, so three.
    expect(countSegments(a(152) + ch + a(152))).toEqual(gsm(3, 306));
    // The same total with the character wholly inside the first part: two.
    expect(countSegments(a(151) + ch + a(153))).toEqual(gsm(2, 306));
  });

  it.each([
    ['152 a + € = 154 septets: one message', a(152) + '€', gsm(1, 154)],
    ['158 a + € = 160 septets: one message', a(158) + '€', gsm(1, 160)],
    ['159 a + € = 161 septets: two parts', a(159) + '€', gsm(2, 161)],
    ['€ at the end of a full first part moves whole: 153 a + € + 151 a', a(153) + '€' + a(151), gsm(2, 306)],
    ['two straddles that cost a fourth part', a(152) + '€' + a(152) + '€' + a(151), gsm(4, 459)],
    ['form feed and CR LF', 'x\fy\r\nz', gsm(1, 7)],
  ])('%s', (_name, text, expected) => {
    expect(countSegments(text)).toEqual(expected);
  });
});

describe('countSegments: one character outside GSM-7 makes the whole text UCS-2', () => {
  it.each([
    ['a backtick', a(159) + '`', ucs(3, 160)],
    ['a lower-case c cedilla (only Ç is GSM-7)', 'ça va', ucs(1, 5)],
    ['an acute a', a(69) + 'á', ucs(1, 70)],
    ['a Cyrillic letter', a(70) + 'ж', ucs(2, 71)],
    ['an emoji', 'Hi 😀', ucs(1, 5)],
    ['a non-breaking space', 'a\u00a0b', ucs(1, 3)],
    // In UCS-2 the extension characters are ordinary one-unit characters.
    ['€ inside a UCS-2 text counts one unit', 'ж€', ucs(1, 2)],
  ])('%s', (_name, text, expected) => {
    expect(countSegments(text)).toEqual(expected);
  });
});

describe('countSegments: UCS-2 boundaries and surrogate pairs', () => {
  it.each([
    ['70 units: the single-message limit', zh(70), ucs(1, 70)],
    ['71 units: two parts of at most 67', zh(71), ucs(2, 71)],
    ['134 units: two full parts', zh(134), ucs(2, 134)],
    ['135 units: a third part', zh(135), ucs(3, 135)],
    ['201 units: three full parts', zh(201), ucs(3, 201)],
    ['202 units: a fourth part', zh(202), ucs(4, 202)],
    ['34 emoji + a = 69 units: one message', emoji(34) + 'a', ucs(1, 69)],
    ['35 emoji = 70 units: one message', emoji(35), ucs(1, 70)],
    ['35 emoji + a = 71 units: two parts', emoji(35) + 'a', ucs(2, 71)],
    ['36 emoji = 72 units: 33 emoji (66 units) then 3', emoji(36), ucs(2, 72)],
    ['67 emoji = 134 units: a pair never split, so three parts', emoji(67), ucs(3, 134)],
    ['a + 33 emoji fills a 67-unit part exactly', a(1) + emoji(33) + zh(67), ucs(2, 134)],
    ['a pair at units 67-68 moves whole to the next part', zh(66) + emoji(1) + zh(66), ucs(3, 134)],
    ['the same total with the pair inside the first part', zh(65) + emoji(1) + zh(67), ucs(2, 134)],
  ])('%s', (_name, text, expected) => {
    expect(countSegments(text)).toEqual(expected);
  });
});
