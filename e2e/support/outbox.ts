import { expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from './env';

export interface OutboxMessage {
  id?: string;
  to: string;
  channel: string;
  code: string;
  purpose: string;
  createdAt: string;
}

/** GET /api/dev/outbox?to= (not in production): the latest codes sent to a phone (E.164) or email. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status(), `GET /api/dev/outbox?to=${to}`).toBe(200);
  const body = (await res.json()) as OutboxMessage[] | { items: OutboxMessage[] };
  const items = Array.isArray(body) ? body : body.items;
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const keyOf = (m: OutboxMessage) => m.id ?? `${m.createdAt}:${m.code}`;

/** Keys of the messages already in the outbox, so `nextCode` can wait for a new one. */
export async function outboxSnapshot(request: APIRequestContext, to: string): Promise<Set<string>> {
  return new Set((await readOutbox(request, to)).map(keyOf));
}

/** Waits for a new code of the given purpose sent to `to` (not one of `seen`) and returns it. */
export async function nextCode(
  request: APIRequestContext,
  to: string,
  purpose: string,
  seen: Set<string> = new Set(),
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const fresh = (await readOutbox(request, to)).find((m) => m.purpose === purpose && !seen.has(keyOf(m)));
        code = fresh?.code ?? '';
        return code;
      },
      { message: `a new '${purpose}' code in the outbox of ${to}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A six-digit code that is certainly not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
