import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import { remoteBasePath } from '@site/shared/remotes';
import type { Env } from '../env.js';
import { CHAT_EMBED_LOADER } from '../paths.js';
import { notFoundBody } from './error-handler.js';

const FRAME_REMOTE = 'mf-chat';

/** Relative asset URLs of the remote's page (`main.1a2b.js`) made absolute: the frame lives at /chat/frame. */
export const absoluteAssets = (html: string, base: string) => html.replace(/\b(src|href)="(?![a-z]+:|\/)/gi, `$1="${base}`);

/**
 * The chat for other websites: GET /chat/embed.js (the loader, gzip when accepted) and
 * GET /chat/frame (the widget alone, mf-chat's page), which only this site and the
 * CHAT_EMBED_ORIGINS may frame. Described in docs/chat.md.
 */
export default fp<{ env: Env }>(
  async (app, { env }) => {
    const loader = fs.readFileSync(CHAT_EMBED_LOADER);
    const loaderGz = zlib.gzipSync(loader, { level: 9 });
    const frameAncestors = ["'self'", ...env.CHAT_EMBED_ORIGINS].join(' ');
    const pageFile = path.join(env.STATIC_ROOT, FRAME_REMOTE, 'dist', 'index.html');

    app.get('/chat/embed.js', async (request, reply) => {
      // Any site may load the loader; only listed sites get a frame that shows (frame-ancestors).
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(loaderGz);
      return reply.send(loader);
    });

    app.get('/chat/frame', async (request, reply) => {
      let html: string;
      try {
        html = fs.readFileSync(pageFile, 'utf8');
      } catch {
        return reply.code(404).send(notFoundBody(request));
      }
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${frameAncestors}`))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(absoluteAssets(html, remoteBasePath(FRAME_REMOTE)));
    });
  },
  { name: 'chat-embed', dependencies: ['security'] },
);
