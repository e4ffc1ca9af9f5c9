import { createHash } from 'node:crypto';
import net from 'node:net';
import { chromium, request as playwrightRequest, test as base, type APIRequestContext } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, E2E_PORT } from './env';

/**
 * The API limits OTP sends and logins per client IP (a handful per hour), as it should.
 * Each account test therefore plays a different visitor coming from its own IP: a small
 * TCP relay connects to the server from a per-test loopback address (127.x.y.z; all of
 * 127/8 is loopback on Linux), so the server really sees that address as the peer. The
 * browser reaches the relay under a subdomain of a main host (default layout and titles);
 * the `api` helper goes through the same relay.
 */
export interface Visitor {
  /** The visitor's IP as the server sees it. */
  ip: string;
  /** Origin the browser uses, e.g. http://v1a2b3c4.example.com:41234 */
  origin: string;
  /** Origin for API calls from the same IP, e.g. http://127.0.0.1:41234 */
  apiOrigin: string;
}

/** Relays local connections to `port` on loopback, connecting from `ip`: the server sees `ip` as the peer. */
export async function startRelay(ip: string, port = E2E_PORT): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: '127.0.0.1', port, localAddress: ip });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => { client.destroy(); upstream.destroy(); });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

/**
 * A visitor address and an API client that speaks from it, for tests whose pages stay on the
 * default origin but which sign in or register through the API (those count against per-IP limits).
 */
export const withOwnAddress = base.extend<{ visitor: Visitor; api: APIRequestContext }>({
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  visitor: async ({}, use, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}:${process.pid}:${Date.now()}`).digest();
    const ip = `127.${1 + (digest[0]! % 250)}.${digest[1]! % 256}.${1 + (digest[2]! % 250)}`;
    const relay = await startRelay(ip);
    await use({
      ip,
      origin: `http://v${digest.subarray(0, 4).toString('hex')}.example.com:${relay.port}`,
      apiOrigin: `http://127.0.0.1:${relay.port}`,
    });
    await relay.close();
  },
  api: async ({ visitor }, use) => {
    const api = await playwrightRequest.newContext({ baseURL: visitor.apiOrigin });
    await use(api);
    await api.dispose();
  },
});

/** The whole visitor: its browser on its own subdomain origin as well, reaching the server from its address. */
export const test = withOwnAddress.extend({
  // The test's own launch arguments (a fake microphone), permissions and position carry over.
  page: async ({ visitor, locale, launchOptions, permissions, geolocation }, use, testInfo) => {
    const host = new URL(visitor.origin).hostname;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        ...new Set([...CHROMIUM_ARGS, ...(launchOptions.args ?? [])]),
        `--host-resolver-rules=MAP ${host} 127.0.0.1`,
        // Behave like the https production site (a secure context) on this plain-http test host.
        `--unsafely-treat-insecure-origin-as-secure=${visitor.origin}`,
      ],
    });
    const context = await browser.newContext({ baseURL: visitor.origin, locale: locale ?? 'en-US', permissions, geolocation });
    const page = await context.newPage();
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' }).catch(() => {});
    }
    await browser.close();
  },
});

export { expect } from '@playwright/test';
