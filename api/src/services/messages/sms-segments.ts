/**
 * How many SMS parts a text costs (3GPP TS 23.038). A text that fits the GSM 7-bit alphabet
 * takes 160 characters in one part, 153 per part when split (the rest of each part carries the
 * joining header); characters of the extension table count twice. Anything else (Arabic, emoji)
 * goes as UCS-2: 70 UTF-16 units in one part, 67 when split. A part never splits an escape pair
 * or a surrogate pair.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SegmentCount {
  encoding: SmsEncoding;
  segments: number;
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  units: number;
}

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = { gsm7: { single: 160, part: 153 }, ucs2: { single: 70, part: 67 } };

export function countSegments(text: string): SegmentCount {
  const chars = [...text];
  const encoding: SmsEncoding = chars.every((c) => basic.has(c) || extension.has(c)) ? 'gsm7' : 'ucs2';
  const size = (c: string) => (encoding === 'gsm7' ? (extension.has(c) ? 2 : 1) : c.length);
  const units = chars.reduce((sum, c) => sum + size(c), 0);
  const { single, part } = LIMITS[encoding];
  if (units <= single) return { encoding, segments: units === 0 ? 0 : 1, units };
  let segments = 1;
  let used = 0;
  for (const c of chars) {
    if (used + size(c) > part) {
      segments += 1;
      used = 0;
    }
    used += size(c);
  }
  return { encoding, segments, units };
}
