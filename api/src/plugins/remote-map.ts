import fp from 'fastify-plugin';
import { type RemoteMap, remoteMap } from '../lib/remote-map.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where each remote's manifest lives now (app-config.json, the CSP, preloads, server rendering). */
    remoteMap: RemoteMap;
  }
}

export default fp(
  async (app) => {
    app.decorate('remoteMap', remoteMap(app.deps.env, (error) => app.log.error({ err: error }, 'remote map file not applied: the last good map stays')));
  },
  { name: 'remote-map', dependencies: ['context'] },
);
