import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

import { PUBLIC_DIR } from '../../paths.js';

// Shipped media change only with a release; a month is long enough to matter and short enough to roll.
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';

/** Images, clips and captions shipped in the repository, at /media/... */
const media: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', MEDIA_CACHE_CONTROL);
      if (filePath.endsWith('.vtt')) reply.header('content-type', 'text/vtt; charset=utf-8');
    },
  });
};

export default media;
