import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Env } from '../env.js';
import { remoteManifestUrls } from '../env.js';

function origins(urls: string[]): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    try {
      if (/^https?:\/\//i.test(url)) found.add(new URL(url).origin);
    } catch {
      // Relative or malformed: same origin, nothing to add.
    }
  }
  return [...found];
}

/**
 * Strict CSP: scripts only from this origin (plus remotes configured on other origins, since
 * remoteEntry ignores nonces); no plugins, no <base>. Inline styles stay allowed because the
 * toast library injects a <style> element at run time; styles cannot run code.
 */
export default fp<{ env: Env }>(
  async (app, { env }) => {
    const remoteOrigins = origins(Object.values(remoteManifestUrls(env)));
    const apiOrigins = origins([env.BASE_API_URL]);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins],
          styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'blob:', 'data:'],
          connectSrc: ["'self'", ...apiOrigins, ...remoteOrigins],
          frameSrc: ['https://www.google.com', 'https://www.openstreetmap.org'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      // Cross-origin remotes must be able to load each other's chunks.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security' },
);
