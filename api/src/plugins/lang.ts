import fp from 'fastify-plugin';
import { type Lang, pickLang, t } from '../i18n/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    t(key: string, params?: Record<string, string | number>): string;
  }
}

/** Request language from Accept-Language (ar or en, default en). */
export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.decorateRequest('t', function (this: { lang: Lang }, key: string, params?: Record<string, string | number>) {
      return t(this.lang, key, params);
    });
    app.addHook('onRequest', (request, _reply, next) => {
      request.lang = pickLang(request.headers['accept-language']);
      next();
    });
  },
  { name: 'lang' },
);
