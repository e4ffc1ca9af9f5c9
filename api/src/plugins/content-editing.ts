import fp from 'fastify-plugin';
import { contentEditingService } from '../services/content-editing/service.js';

/** How often scheduled content is looked for: a scheduled item goes live within this long of its time. */
export const SCHEDULED_PUBLISH_CHECK_MS = 15_000;
export const SCHEDULED_PUBLISH_JOB = 'content.scheduled-publish';

/** Scheduled publishing: one instance at a time publishes every draft whose time has come. */
export default fp(
  async (app) => {
    const content = contentEditingService({ db: app.deps.db, clock: app.deps.clock });
    app.jobs.register({
      name: SCHEDULED_PUBLISH_JOB,
      intervalMs: SCHEDULED_PUBLISH_CHECK_MS,
      run: async ({ log }) => {
        const published = await content.publishDue();
        if (published.length) log.info({ published }, 'scheduled content published');
      },
    });
  },
  { name: 'content-editing', dependencies: ['context', 'jobs'] },
);
