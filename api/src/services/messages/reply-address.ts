import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY, HOUR } from '../../lib/clock.js';

/** A reply address works this long after the email that carried it. */
export const REPLY_ADDRESS_TTL_MS = 90 * DAY;

/** Whom a reply address was given to, about which ticket. */
export interface ReplyTarget {
  ticketNumber: number;
  accountId: string;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const MAC_BYTES = 10;
const PAYLOAD_BYTES = 4 + 16 + 4;

/** Lower-case base32: mail systems may change the case of an address's local part, never its letters. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function unbase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const mac = (key: Buffer, payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

/**
 * The token of `reply+<token>@domain`: ticket number, account id and expiry (hours since 1970),
 * then an 80-bit HMAC of them. 55 characters, so the local part stays under the 64 that SMTP allows.
 */
export function replyToken(key: Buffer, target: ReplyTarget, now: Date): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt32BE(target.ticketNumber, 0);
  Buffer.from(target.accountId.replace(/-/g, ''), 'hex').copy(payload, 4);
  payload.writeUInt32BE(Math.ceil((now.getTime() + REPLY_ADDRESS_TTL_MS) / HOUR), 20);
  return base32(Buffer.concat([payload, mac(key, payload)]));
}

export type ReplyTokenCheck = { ok: true; target: ReplyTarget } | { ok: false; reason: 'forged' | 'expired' };

export function readReplyToken(key: Buffer, token: string, now: Date): ReplyTokenCheck {
  const bytes = unbase32(token.toLowerCase());
  if (!bytes || bytes.length !== PAYLOAD_BYTES + MAC_BYTES) return { ok: false, reason: 'forged' };
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(mac(key, payload), bytes.subarray(PAYLOAD_BYTES))) return { ok: false, reason: 'forged' };
  if (payload.readUInt32BE(20) * HOUR < now.getTime()) return { ok: false, reason: 'expired' };
  const hex = payload.subarray(4, 20).toString('hex');
  const accountId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { ok: true, target: { ticketNumber: payload.readUInt32BE(0), accountId } };
}

/** `reply+<token>@domain`. */
export const replyAddress = (domain: string, token: string) => `reply+${token}@${domain}`;

/** The token of a reply address on `domain`, or null for any other address. */
export function tokenOfAddress(address: string, domain: string): string | null {
  const match = /^reply\+([a-z2-7]+)@(.+)$/i.exec(address.trim());
  return match && match[2]!.toLowerCase() === domain.toLowerCase() ? match[1]! : null;
}
