import fp from 'fastify-plugin';

/**
 * One log line per request only at debug level (LOG_LEVEL=debug or trace). At the default info
 * level the hook is not even installed: serialising a line per request costs a visible share of
 * a cached read's throughput. Failures are still logged by the error handler.
 */
export default fp(
  (app, _options, done) => {
    if (app.log.level === 'debug' || app.log.level === 'trace') {
      app.addHook('onResponse', (request, reply, next) => {
        request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request completed');
        next();
      });
    }
    done();
  },
  { name: 'request-log' },
);
