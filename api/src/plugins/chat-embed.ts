import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickEncoding } from '../lib/response-cache.js';
import { remoteBasePath } from '@site/shared/remotes';
import type { Env } from '../env.js';
import { notFoundBody } from './error-handler.js';

const FRAME_REMOTE = 'mf-chat';
/** mf-chat's page builds (its webpack config): the loader other websites include, and the frame it opens. */
const LOADER_FILE = path.join('embed', 'embed.js');
const FRAME_FOLDER = 'frame';

/** Relative asset URLs of the frame's page (`frame.1a2b.js`) made absolute: the frame lives at /chat/frame. */
export const absoluteAssets = (html: string, base: string) => html.replace(/\b(src|href)="(?![a-z]+:|\/)/gi, `$1="${base}`);

/** A file of mf-chat's build with its pre-compressed copies (the build writes .br and .gz beside it). */
function readBuilt(file: string): { identity: Buffer; br?: Buffer; gzip?: Buffer } | null {
  const read = (name: string) => {
    try {
      return fs.readFileSync(name);
    } catch {
      return undefined;
    }
  };
  const identity = read(file);
  return identity ? { identity, br: read(`${file}.br`), gzip: read(`${file}.gz`) } : null;
}

/**
 * The chat for other websites (docs/chat.md):
 * - GET /chat/embed.js: the loader (mf-chat's build), small and compressed. Any site may load it.
 * - GET /chat/embed/config: what the loader asks before it shows the launcher. Answered (with
 *   CORS) to this site and the CHAT_EMBED_ORIGINS only, so an unlisted site shows no launcher
 *   and never creates the frame.
 * - GET /chat/frame: the widget alone (mf-chat's frame page), which only this site and the
 *   CHAT_EMBED_ORIGINS may frame.
 */
export default fp<{ env: Env }>(
  async (app, { env }) => {
    const dist = path.join(env.STATIC_ROOT, FRAME_REMOTE, 'dist');
    const frameAncestors = ["'self'", ...env.CHAT_EMBED_ORIGINS].join(' ');
    const listed = new Set(env.CHAT_EMBED_ORIGINS);

    app.get('/chat/embed.js', async (request, reply) => {
      // Read per request: a new mf-chat build is served without a restart (the file is small).
      const loader = readBuilt(path.join(dist, LOADER_FILE));
      if (!loader) return reply.code(404).send(notFoundBody(request));
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').header('vary', 'accept-encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const body = encoding ? loader[encoding] : undefined;
      return encoding && body ? reply.header('content-encoding', encoding).send(body) : reply.send(loader.identity);
    });

    app.get('/chat/embed/config', async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin;
      // A same-origin fetch sends no Origin: this site's own pages.
      const allowed = origin === undefined || listed.has(origin);
      reply.header('cache-control', 'no-cache').header('vary', 'origin');
      if (!allowed) return reply.code(403).send({ message: 'This website may not embed the chat.' });
      if (origin) reply.header('access-control-allow-origin', origin);
      return { frame: '/chat/frame' };
    });

    app.get('/chat/frame', async (request, reply) => {
      let html: string;
      try {
        html = fs.readFileSync(path.join(dist, FRAME_FOLDER, 'index.html'), 'utf8');
      } catch {
        return reply.code(404).send(notFoundBody(request));
      }
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${frameAncestors}`))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(absoluteAssets(html, `${remoteBasePath(FRAME_REMOTE)}${FRAME_FOLDER}/`));
    });
  },
  { name: 'chat-embed', dependencies: ['security'] },
);
