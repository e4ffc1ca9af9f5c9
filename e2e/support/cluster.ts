import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './env';
import { startRelay } from './client';

/** Ports of the cluster run (nginx, then one API instance per following port). */
export const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3250);
/** Where `npm run cluster` keeps this run's files; one folder per run, kept by every worker. */
export const CLUSTER_DIR = (process.env.E2E_CLUSTER_DIR ??= path.join(__dirname, '..', '.tmp', `cluster-${Date.now()}`));

export interface ClusterState {
  url: string;
  nginx: { pid: number; port: number };
  /** The second origin that serves remote releases, its folder and the remote map file releases switch. */
  releases: { url: string; dir: string; map: string };
  instances: Array<{ name: string; pid: number; port: number }>;
  /** Where the instances count rate limits and back-offs. */
  limits: { store: 'redis'; url: string; prefix: string } | { store: 'postgres' };
}

export const clusterState = (): ClusterState => JSON.parse(fs.readFileSync(path.join(CLUSTER_DIR, 'cluster.json'), 'utf8')) as ClusterState;

/** A loopback address of its own for each caller, so per-address limits see separate visitors. */
export const loopbackIp = (seed: string) => {
  const digest = createHash('sha256').update(`${seed}:${process.pid}:${Date.now()}`).digest();
  return `127.${1 + (digest[0]! % 250)}.${digest[1]!}.${1 + (digest[2]! % 250)}`;
};

/** One JSON request to `port`, sent from `ip`. */
export function apiFrom(ip: string, port: number, method: string, url: string, options: { body?: unknown; token?: string } = {}) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: '127.0.0.1', port, localAddress: ip, method, path: url,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function loginFrom(ip: string, port: number, identifier: string, password: string): Promise<string> {
  const { status, body } = await apiFrom(ip, port, 'POST', '/api/auth/login', { body: { identifier, password } });
  if (status !== 200) throw new Error(`login through ${port} answered ${status}`);
  return body.token as string;
}

/**
 * One visitor's Chromium reaching each of `ports` through a relay from its own address, all under
 * one host name (cookies ignore the port, so a sign-in on one origin holds on the others).
 */
export async function visitorBrowser(seed: string, ports: number[]) {
  const ip = loopbackIp(seed);
  const host = `c${createHash('sha256').update(ip).digest('hex').slice(0, 8)}.example.com`;
  const relays = await Promise.all(ports.map((port) => startRelay(ip, port)));
  const origins = relays.map((relay) => `http://${host}:${relay.port}`);
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host} 127.0.0.1`, ...origins.map((origin) => `--unsafely-treat-insecure-origin-as-secure=${origin}`)],
  });
  // Relative addresses go to the first port's origin.
  const context = await browser.newContext({ locale: 'en-US', baseURL: origins[0] });
  return {
    ip,
    origins,
    page: await context.newPage(),
    close: async () => {
      await browser.close();
      await Promise.all(relays.map((relay) => relay.close()));
    },
  };
}
