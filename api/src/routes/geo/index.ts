import type { FastifyPluginAsync } from 'fastify';
import { getCountries } from 'libphonenumber-js/max';
import { ISO3, countryName } from './countries.js';

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country', 'x-vercel-ip-country', 'cloudfront-viewer-country'] as const;
const KNOWN = new Set<string>(getCountries());

/**
 * The IP-to-country answer the phone input reads: "1;SA;SAU;Saudi Arabia" (starts with 1, characters
 * 3-4 are the country). The country comes from the edge proxy's header; otherwise DEFAULT_COUNTRY.
 */
const geo: FastifyPluginAsync = async (app) => {
  app.get('/country', async (request, reply) => {
    let code = app.deps.env.DEFAULT_COUNTRY;
    for (const header of COUNTRY_HEADERS) {
      const value = request.headers[header];
      const candidate = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
      if (candidate && KNOWN.has(candidate)) {
        code = candidate;
        break;
      }
    }
    if (!KNOWN.has(code)) code = 'SA';
    reply.header('cache-control', 'private, max-age=300').type('text/plain; charset=utf-8');
    return `1;${code};${ISO3[code] ?? code};${countryName(code)}`;
  });
};

export default geo;
