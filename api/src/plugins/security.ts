import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.js';
import type { RemoteManifests } from '../lib/remote-map.js';
import { BadRequest } from '../lib/errors.js';

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
 * Helmet's headers depend only on its options, so it runs once, against a response that records
 * them, and every request gets the recorded set. (Running helmet per request re-parses the CSP
 * directives each time: a measurable share of a cached read's cost.)
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'i');

/** A host name or IP literal with an optional port: what may reach page URLs, the sitemap and redirects. */
export const isWellFormedHost = (host: string | undefined): boolean => !!host && host.length <= 260 && HOST.test(host);

/**
 * What PostgreSQL cannot store: U+0000 in text, and a lone UTF-16 surrogate (JSON may spell one as
 * \ud800, but it is not Unicode, and jsonb refuses it). In `u` mode \p{Cs} matches only lone ones.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** True when a string anywhere in the value (keys included) holds a character PostgreSQL cannot store. */
export function holdsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => unstorable(key) || holdsUnstorable(item, depth + 1));
}

/** The refusal of such input, for HTTP bodies and realtime requests alike. */
export const unstorableInput = () => new BadRequest('errors.badRequest', ['errors.unstorableCharacter']);

/**
 * Powerful browser features the site does not use, turned off for every page and frame. The chat
 * records voice notes and shares a location, on this site and in its embed frame.
 */
export const PERMISSIONS_POLICY = [
  'camera=()', 'microphone=(self)', 'geolocation=(self)', 'payment=()', 'usb=()', 'serial=()', 'hid=()',
  'midi=()', 'magnetometer=()', 'gyroscope=()', 'accelerometer=()', 'display-capture=()', 'browsing-topics=()',
].join(', ');

/**
 * Strict CSP: scripts only from this origin (plus remotes configured on other origins, since
 * remoteEntry ignores nonces); no plugins, no <base>. Inline styles stay allowed because the
 * toast library injects a <style> element at run time; styles cannot run code.
 */
export default fp<{ env: Env }>(
  (app, { env }, done) => {
    const apiOrigins = origins([env.BASE_API_URL]);
    const headersFor = (manifests: RemoteManifests) => {
      const remoteOrigins = origins(Object.values(manifests));
      const headers = securityHeaders({
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
      headers['permissions-policy'] = PERMISSIONS_POLICY;
      return headers;
    };
    // Recomputed only when a release moves a remote (the map object changes).
    let cached = { manifests: app.remoteMap.current(), headers: headersFor(app.remoteMap.current()) };
    app.addHook('onRequest', (request, reply, next) => {
      const manifests = app.remoteMap.current();
      if (manifests !== cached.manifests) cached = { manifests, headers: headersFor(manifests) };
      reply.headers(cached.headers);
      // A malformed Host (or forwarded host) is refused before anything builds a URL from it.
      next(isWellFormedHost(request.host) ? undefined : new BadRequest('errors.badRequest', ['errors.badHost']));
    });
    // Refused before any handler, rather than failing in the database as a 500.
    app.addHook('preValidation', (request, _reply, next) => {
      next(holdsUnstorable(request.query) || holdsUnstorable(request.body) ? unstorableInput() : undefined);
    });
    done();
  },
  { name: 'security', dependencies: ['remote-map'] },
);
