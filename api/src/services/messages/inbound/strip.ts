import { mailTextsAr } from '../templates/texts.ar.js';
import { mailTextsEn } from '../templates/texts.en.js';

/** Direction marks mail programs put around names and addresses in right-to-left quote headers. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A marker line's words as a pattern (dashes around it dropped, any run of spaces accepted). */
const words = (marker: string) =>
  marker
    .replace(/^[—\s]+|[—\s]+$/g, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');

/**
 * Where the quoted history of a reply begins, in the forms English and Arabic mail programs
 * write it. Quote headers may wrap over two lines (Gmail does with long names), hence the
 * lazy multi-line matches.
 */
const HISTORY = [
  // Our own marker, in either language, wherever the mail program left it.
  ...[mailTextsEn.replyAbove, mailTextsAr.replyAbove].map((marker) => new RegExp(`^.*${words(marker)}.*$`, 'm')),
  /^On\b[^\n]*(?:\n[^\n]*)?\bwrote:[ \t]*$/m,
  /^في\s[^\n]*(?:\n[^\n]*)?(?:كتب|كتبت)[^\n]*:[ \t]*$/m,
  /^[^\n]*تمت كتابة ما يلي بواسطة[^\n]*:[ \t]*$/m,
  /^-{2,}\s*(?:Original Message|الرسالة الأصلية)\s*-{2,}[ \t]*$/im,
  /^_{20,}[ \t]*\n+(?:From|من):/m,
  /^(?:From|من):[^\n]*\n(?:Sent|Date|أرسلت|التاريخ|بتاريخ):/m,
];

/** Where a signature begins: the standard delimiter, and phones' and apps' sign-offs. */
const SIGNATURE = [
  /^--[ \t]?$/m,
  /^(?:Sent from my|Get Outlook for|Sent from Mail for)\b[^\n]*$/im,
  /^(?:أرسلت|أُرسلت|مرسل|تم الإرسال) من[^\n]*$/m,
];

/** Lines already quoted with ">" at the end of the text. */
const TRAILING_QUOTE = /(?:\n>[^\n]*)+\s*$/;

/** The part of a reply the person wrote: quoted history and signature cut off, outer blank lines trimmed. */
export function stripReply(text: string): string {
  let body = text.replace(/\r\n?/g, '\n').replace(BIDI_MARKS, '');
  for (const pattern of [...HISTORY, ...SIGNATURE]) {
    const match = pattern.exec(body);
    if (match) body = body.slice(0, match.index);
  }
  body = `\n${body}`.replace(TRAILING_QUOTE, '');
  return body.replace(/[ \t]+$/gm, '').trim();
}
