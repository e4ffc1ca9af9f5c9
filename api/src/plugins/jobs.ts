import fp from 'fastify-plugin';
import { JobRunner, type JobRunnerOptions } from '../jobs/runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled jobs: `app.jobs.register({ name, intervalMs, run })`; one instance runs each at a time. */
    jobs: JobRunner;
  }
}

export type JobsOptions = Pick<JobRunnerOptions, 'tickMs' | 'leaseMs'>;

/** Starts the job runner once the app is ready; stops it (and waits for running jobs) before the app closes. */
export default fp<JobsOptions>(
  async (app, options) => {
    const runner = new JobRunner({ ...options, db: app.deps.db, log: app.log });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['context'] },
);
