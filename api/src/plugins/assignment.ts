import fp from 'fastify-plugin';
import { type AssignmentService, createAssignmentService } from '../services/assignment/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Round-robin assignment and the agents' availability (docs/tickets.md, "Assignment"). */
    assignment: AssignmentService;
  }
}

export default fp(
  async (app) => {
    const { clock, env } = app.deps;
    app.decorate('assignment', createAssignmentService({ clock, settings: { cap: env.ASSIGN_CAP, releaseAfterMs: env.ASSIGN_RELEASE_MINUTES * 60_000 } }));
  },
  { name: 'assignment', dependencies: ['context'] },
);
