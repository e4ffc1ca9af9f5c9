import { type SendOutcome, clip } from '../types.js';

/** Requests to an SMS gateway end within this, well inside the delivery lease. */
const TIMEOUT_MS = 20_000;

/**
 * POSTs to a gateway and sorts the answer: 2xx is `accepted` (the caller reads the body), a
 * timeout, a lost connection, 408, 429 or 5xx is worth another try, any other 4xx is final.
 */
export async function postToGateway(
  url: string,
  init: { headers: Record<string, string>; body: string },
  accepted: (status: number, body: string) => SendOutcome,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    return { status: 'retry', response: clip(error instanceof Error ? `${error.name}: ${error.message}` : String(error)) };
  }
  const body = await response.text().catch(() => '');
  const answer = clip(`${response.status} ${body}`);
  if (response.ok) return accepted(response.status, body);
  if (response.status === 408 || response.status === 429 || response.status >= 500) return { status: 'retry', response: answer };
  return { status: 'failed', response: answer };
}
