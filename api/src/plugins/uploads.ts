import fp from 'fastify-plugin';
import { DAY, HOUR } from '../lib/clock.js';
import { createUploadService, type UploadService } from '../services/uploads/service.js';
import type { UploadStorage } from '../services/uploads/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload service: features attach uploads, list them and register who may read them. */
    uploads: UploadService;
  }
}

/** An upload never attached to anything is deleted after a day (a form abandoned half-way). */
export const PENDING_UPLOAD_TTL_MS = DAY;

/** Shares one upload service (over the given storage) with every route and feature. */
export default fp<{ storage: UploadStorage }>(
  async (app, { storage }) => {
    const { db, clock, env, keys, limits } = app.deps;
    const uploads = createUploadService({
      db, storage, clock, limits, apiBaseUrl: env.BASE_API_URL, linkKey: keys.uploadLinks, minFreeBytes: env.UPLOAD_MIN_FREE_MB * 1024 * 1024,
    });
    app.decorate('uploads', uploads);
    app.jobs.register({
      name: 'uploads.purge-pending',
      intervalMs: HOUR,
      run: async ({ log }) => {
        log.info({ removed: await uploads.purgePending(new Date(clock.now().getTime() - PENDING_UPLOAD_TTL_MS)) }, 'unattached uploads removed');
      },
    });
  },
  { name: 'uploads', dependencies: ['context', 'jobs'] },
);
