import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit opaque token (base64url). */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string | Buffer, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/** Six digits from a CSPRNG. */
export const newOtpCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Waits until `ms` have passed since `start`, so both branches of a secret-dependent path take as long. */
export async function padTo(start: number, ms: number): Promise<void> {
  const left = ms - (performance.now() - start);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
