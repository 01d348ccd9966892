// How many SMS parts a text takes. GSM-7 (the GSM 03.38 basic character set plus its
// extension table, whose characters take two septets and are never split across parts)
// fits 160 septets in one SMS or 153 per part of a concatenated one; any other text is
// sent as UCS-2: 70 UTF-16 code units in one SMS or 67 per part, a surrogate pair never
// split.

const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const extension = '^{}\\[~]|€\f';

const basicSet = new Set(basic);
const extensionSet = new Set(extension);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SegmentCount {
  encoding: SmsEncoding;
  segments: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) of the whole text. */
  units: number;
}

const limits: Record<SmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

/** The text's characters (code points) with the units each takes, or null when it is not GSM-7. */
function gsmWeights(text: string): number[] | null {
  const weights: number[] = [];
  for (const ch of text) {
    if (basicSet.has(ch)) weights.push(1);
    else if (extensionSet.has(ch)) weights.push(2);
    else return null;
  }
  return weights;
}

function ucs2Weights(text: string): number[] {
  const weights: number[] = [];
  // Iterating a string yields code points: a surrogate pair is one item of two units.
  for (const ch of text) weights.push(ch.length);
  return weights;
}

/** Parts needed when no character may straddle two parts. */
function pack(weights: number[], part: number): number {
  let parts = 1;
  let used = 0;
  for (const w of weights) {
    if (used + w > part) {
      parts++;
      used = 0;
    }
    used += w;
  }
  return parts;
}

export function countSegments(text: string): SegmentCount {
  const gsm = gsmWeights(text);
  const encoding: SmsEncoding = gsm === null ? 'ucs2' : 'gsm7';
  const weights = gsm ?? ucs2Weights(text);
  const units = weights.reduce((a, b) => a + b, 0);
  const { single, part } = limits[encoding];
  return { encoding, units, segments: units <= single ? 1 : pack(weights, part) };
}
