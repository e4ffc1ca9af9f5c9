import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMainHost } from '@site/shared/config';
import { detectLocale, LANG_META, otherLang, type Lang } from '@site/shared/lang';
import { bareHost, tenantHome, type TenantSite } from '@site/shared/listings';
import type { RouteDef } from '@site/shared/routes';
import { tenantServes } from '@site/shared/routes/tenant-pages';
import type { Env } from '../env.js';
import { acceptedTags, t } from '../i18n/index.js';
import { tenantRepository } from '../services/tenants/repository.js';
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

/** A page the customer's site does not have, when there is no main site to send the visitor to. */
export function notOnSitePage(lang: Lang, tenant: TenantSite, path: string): string {
  const e = escapeHtml;
  return [
    `<!doctype html><html lang="${lang}" dir="${LANG_META[lang].dir}"><head><meta charset="utf-8"/>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex, nofollow"/>',
    `<title>${e(t(lang, 'tenants.notOnSite'))}</title></head><body><main>`,
    `<h1>${e(t(lang, 'tenants.notOnSite'))}</h1>`,
    `<p>${e(t(lang, 'tenants.notOnSiteDetail', { path, name: tenant.name }))}</p>`,
    `<p><a href="${e(tenantHome(tenant, lang))}">${e(t(lang, 'tenants.backHome', { name: tenant.name }))}</a></p>`,
    '</main></body></html>',
  ].join('');
}

/**
 * Pages on a customer's own domain: an unknown domain gets the "not configured" page (404), the
 * tenant's home is its record's details page; its record's pages, signing in and the account
 * pages are served as usual (in the custom-domain layout); any other page (the directory, another
 * record, the platform's own pages) redirects to the same address on the main site (PUBLIC_URL),
 * or without one answers 404. Known tenants are kept in memory until the content changes.
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

  const mainSite = (env as Env & { PUBLIC_URL?: string }).PUBLIC_URL?.replace(/\/+$/, '');

  type Match = { route: RouteDef; params: Record<string, string>; lang: Lang | null } | null;

  /** What the request's domain does with the page: the site serves it, or refuses it (and why). */
  const decide = async (request: FastifyRequest, match: Match) => {
    const domain = bareHost(request.host);
    if (isMainHost(domain, env.MAIN_HOSTS)) return { serves: true as const };
    const lang = match?.lang ?? detectLocale(request.headers.cookie ?? '', acceptedTags(request.headers['accept-language'])).lang;
    const tenant = await lookup(domain, lang);
    if (!tenant) return { serves: false as const, lang, domain, why: 'unknown' as const };
    if (match?.route.id === 'index') return { serves: false as const, lang, tenant, why: 'home' as const };
    if (match && !tenantServes(tenant, match)) return { serves: false as const, lang, tenant, why: 'elsewhere' as const };
    return { serves: true as const };
  };

  return {
    /** Whether the request's domain serves the page (a payload of any other page is not found). */
    serves: async (request: FastifyRequest, match: Match) => (await decide(request, match)).serves,

    /** Answers the request when the domain decides it (404 or a redirect): true when it did. */
    async answer(request: FastifyRequest, reply: FastifyReply, pathname: string, match: Match): Promise<boolean> {
      const decision = await decide(request, match);
      if (decision.serves) return false;
      const { lang } = decision;
      if (decision.why === 'unknown') {
        void reply.code(404).header('cache-control', 'no-cache').type(HTML).send(notConfiguredPage(lang, decision.domain, pathname));
      } else if (decision.why === 'home') {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        void reply.header('cache-control', 'no-cache').redirect(`${tenantHome(decision.tenant, lang)}${query}`, 302);
      } else if (mainSite) {
        void reply.header('cache-control', 'no-cache').redirect(`${mainSite}${request.url}`, 302);
      } else {
        void reply.code(404).header('cache-control', 'no-cache').type(HTML).send(notOnSitePage(lang, decision.tenant, pathname));
      }
      return true;
    },
  };
}
