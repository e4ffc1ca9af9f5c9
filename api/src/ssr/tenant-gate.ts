import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMainHost } from '@site/shared/config';
import { detectLocale, LANG_META, otherLang, type Lang } from '@site/shared/lang';
import { bareHost, tenantHome, type TenantSite } from '@site/shared/listings';
import type { RouteDef } from '@site/shared/routes';
import type { Env } from '../env.js';
import { acceptedTags, t } from '../i18n/index.js';
import { tenantRepository } from '../routes/tenants/repository.js';
import { escapeHtml } from '../seo/page-meta.js';

const HTML = 'text/html; charset=utf-8';

/** A whole document of its own: no shell or remote runs for a domain that serves no site. */
export function notConfiguredPage(lang: Lang, domain: string, path: string): string {
  const e = escapeHtml;
  const other = otherLang(lang);
  const otherPath = `/${other}${path.replace(/^\/(ar|en)(?=\/|$)/, '')}`.replace(/\/$/, '') || `/${other}`;
  return [
    `<!doctype html><html lang="${lang}" dir="${LANG_META[lang].dir}"><head><meta charset="utf-8"/>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex, nofollow"/>',
    `<title>${e(t(lang, 'tenants.notConfigured'))}</title></head><body><main>`,
    `<h1>${e(t(lang, 'tenants.notConfigured'))}</h1>`,
    `<p>${e(t(lang, 'tenants.notConfiguredDetail', { domain }))}</p>`,
    `<p><a href="${e(otherPath)}" lang="${other}" hreflang="${other}">${e(t(other, 'tenants.notConfigured'))}</a></p>`,
    '</main></body></html>',
  ].join('');
}

/**
 * Pages on a customer's own domain: an unknown domain gets the "not configured" page (404), the
 * tenant's home is its record's details page, and every other page is served as usual (in the
 * custom-domain layout). Known tenants are kept in memory until the content changes.
 */
export function tenantGate(app: FastifyInstance, env: Env) {
  const repo = tenantRepository(app.deps.db);
  // Only known tenants are kept, so made-up hosts cannot grow it.
  const known = new Map<string, TenantSite>();
  app.contentVersion.onChange(() => known.clear());

  const lookup = async (domain: string, lang: Lang) => {
    const key = `${lang} ${domain}`;
    const hit = known.get(key);
    if (hit) return hit;
    const tenant = await repo.byDomain(domain, lang);
    if (tenant) known.set(key, tenant);
    return tenant;
  };

  /** Answers the request when the domain decides it (404 or the home redirect): true when it did. */
  return async (request: FastifyRequest, reply: FastifyReply, pathname: string, match: { route: RouteDef; lang: Lang | null } | null): Promise<boolean> => {
    const domain = bareHost(request.host);
    if (isMainHost(domain, env.MAIN_HOSTS)) return false;
    const lang = match?.lang ?? detectLocale(request.headers.cookie ?? '', acceptedTags(request.headers['accept-language'])).lang;
    const tenant = await lookup(domain, lang);
    if (!tenant) {
      void reply.code(404).header('cache-control', 'no-cache').type(HTML).send(notConfiguredPage(lang, domain, pathname));
      return true;
    }
    if (match?.route.id === 'index') {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      void reply.header('cache-control', 'no-cache').redirect(`${tenantHome(tenant, lang)}${query}`, 302);
      return true;
    }
    return false;
  };
}
