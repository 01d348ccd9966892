// The console's CSV helper (console/src/ui.csv.ts): RFC 4180 quoting, and cells a
// spreadsheet would run as a formula defused with an apostrophe.

import { describe, expect, it } from 'vitest';
import { toCsv } from '../console/src/ui.csv.ts';

describe('toCsv', () => {
  const columns = [
    { header: 'name', value: (r: { name: string | null; n: number }) => r.name },
    { header: 'n', value: (r: { name: string | null; n: number }) => r.n },
  ];

  it('writes a header and one CRLF line per row, quoting commas, quotes and line breaks', () => {
    const csv = toCsv([{ name: 'plain', n: 1 }, { name: 'a, "b"', n: 2 }, { name: 'two\nlines', n: 3 }, { name: null, n: 4 }], columns);
    expect(csv).toBe('name,n\r\nplain,1\r\n"a, ""b""",2\r\n"two\nlines",3\r\n,4\r\n');
  });

  it('defuses cells that start like a formula, and leaves signed numbers as numbers', () => {
    const csv = toCsv([{ name: '=HYPERLINK("x")', n: -5 }, { name: '@SUM(A1)', n: 0 }, { name: '-1+2', n: 1 }, { name: '-5.00', n: 2 }], columns);
    expect(csv.split('\r\n').slice(1, 5)).toEqual([`"'=HYPERLINK(""x"")",-5`, `'@SUM(A1),0`, `'-1+2,1`, `-5.00,2`]);
  });
});
