import type { OtpPurpose } from '@site/shared/types';
import { render } from '../../../src/services/messages/templates/catalog.js';
import { countSegments } from '../../../src/services/messages/sms-segments.js';
import { mailTextsEn } from '../../../src/services/messages/templates/texts.en.js';

const OTP_PURPOSES = Object.keys(mailTextsEn.otp.intro) as OtpPurpose[];

test('GSM-7 texts: 160 septets in one part, 153 per part after; extension characters count twice', () => {
  expect(countSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', segments: 1, units: 160 });
  expect(countSegments('a'.repeat(161))).toEqual({ encoding: 'gsm7', segments: 2, units: 161 });
  expect(countSegments('a'.repeat(306)).segments).toBe(2);
  expect(countSegments('a'.repeat(307)).segments).toBe(3);
  expect(countSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', segments: 1, units: 160 });
  // An escape pair is never split between parts: 152 septets then a 2-septet € starts the next part.
  expect(countSegments(`${'a'.repeat(152)}€${'a'.repeat(100)}`).segments).toBe(2);
  expect(countSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
});

test('anything outside GSM-7 (Arabic, emoji) is UCS-2: 70 units in one part, 67 per part after', () => {
  expect(countSegments('ر'.repeat(70))).toEqual({ encoding: 'ucs2', segments: 1, units: 70 });
  expect(countSegments('ر'.repeat(71)).segments).toBe(2);
  expect(countSegments(`${'a'.repeat(69)}ر`)).toMatchObject({ encoding: 'ucs2', segments: 1 });
  expect(countSegments('😀'.repeat(35))).toEqual({ encoding: 'ucs2', segments: 1, units: 70 });
  expect(countSegments('😀'.repeat(36)).segments).toBe(2);
});

test('every one-time-code text fits one SMS part, in both languages', () => {
  for (const lang of ['ar', 'en'] as const) {
    for (const purpose of OTP_PURPOSES) {
      const { sms } = render({ template: 'otp', data: { code: '123456', minutes: 10, purpose } }, { lang, kind: 'code', baseUrl: 'https://example.com', unsubscribeUrl: null, replyable: false });
      expect(sms).toContain('123456');
      expect(countSegments(sms)).toMatchObject({ encoding: lang === 'ar' ? 'ucs2' : 'gsm7', segments: 1 });
    }
  }
});
