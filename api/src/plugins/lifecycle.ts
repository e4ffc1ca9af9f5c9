import fp from 'fastify-plugin';

export interface Lifecycle {
  /** Set when shutdown begins: readiness answers 503 so load balancers stop sending new work. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** The instance's place in its life (serving or draining), read by the readiness check. */
export default fp(
  async (app) => {
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => {
      lifecycle.draining = true;
    });
    // A keep-alive connection whose request was in flight at shutdown would hold the closed
    // listener open after its response: while draining, each response ends its connection.
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
