import fc from 'fast-check';
import { joinRequestSchema, listingQuerySchema } from '@site/shared/listings';
import { createTicketSchema, rateSchema, replySchema, starSchema, statusChangeSchema, ticketListQuerySchema, transferSchema, updateTicketSchema } from '@site/shared/tickets';
import {
  changePasswordSchema, contactSchema, forgotSchema, loginSchema, makeTranslator, otpVerifySchema, profileSchema, registerSchema, resetPasswordSchema,
} from '@site/shared/validation';
import { AGENT, appForFile, freshIp, loginToken, signUpClient } from '../helper.js';
import { ARABIC, RAW_KEY, RUNS, key, nastyString, value } from '../fixtures/fuzz.js';
import { raiseTicket } from '../fixtures/tickets.js';

/*
 * Property-based fuzzing of every mutating endpoint and every query parameter: generated bodies
 * (wrong types, huge strings, bidi marks, zero-width joiners, Arabic-Indic digits, lone surrogates,
 * prototype-pollution keys, nesting) and raw non-JSON payloads. Whatever comes in, the answer is
 * never 5xx, and every 4xx carries a message in the request's language.
 */
const app = appForFile();
const tr = makeTranslator('en');
const keysOf = (schema: unknown) => Object.keys((schema as { shape?: object }).shape ?? {});

/** Logout gets a session of its own, so its success does not sign the other targets out. */
type Who = 'client' | 'agent' | 'leaving' | null;
interface Target { method: 'POST' | 'PATCH' | 'DELETE'; path: string; who: Who; fields: string[] }
const T = (method: Target['method'], path: string, who: Who, fields: string[] = []): Target => ({ method, path, who, fields });

const TARGETS: Target[] = [
  T('POST', '/api/auth/register', null, keysOf(registerSchema(tr))),
  T('POST', '/api/auth/login', null, keysOf(loginSchema(tr))),
  T('POST', '/api/auth/logout', 'leaving'),
  T('POST', '/api/auth/password/forgot', null, keysOf(forgotSchema(tr))),
  T('POST', '/api/auth/password/verify', null, keysOf(otpVerifySchema(tr))),
  T('POST', '/api/auth/password/reset', null, keysOf(resetPasswordSchema(tr))),
  T('POST', '/api/auth/otp/verify', 'client', keysOf(otpVerifySchema(tr))),
  T('POST', '/api/auth/otp/resend', null, ['challengeId', 'phone']),
  T('PATCH', '/api/profile', 'client', [...keysOf(profileSchema(tr)), 'currentPassword']),
  T('POST', '/api/profile/password', 'client', keysOf(changePasswordSchema(tr))),
  T('DELETE', '/api/profile/sessions/:id', 'client'),
  T('POST', '/api/profile/two-factor', 'client', ['enabled']),
  T('POST', '/api/profile/email-verification', 'client'),
  T('POST', '/api/contact', null, keysOf(contactSchema(tr))),
  T('POST', '/api/uploads', 'client', ['purpose', 'file']),
  T('POST', '/api/groups/:group/join-requests', 'client', keysOf(joinRequestSchema(tr))),
  T('POST', '/api/join-requests/00000000-0000-4000-8000-000000000000/decision', 'client', ['decision']),
  T('POST', '/api/tickets', 'client', keysOf(createTicketSchema(tr))),
  T('PATCH', '/api/tickets/:id', 'client', keysOf(updateTicketSchema(tr))),
  T('POST', '/api/tickets/:id/replies', 'client', keysOf(replySchema(tr))),
  T('POST', '/api/tickets/:id/close', 'client'),
  T('POST', '/api/tickets/:id/reopen', 'client'),
  T('POST', '/api/tickets/:id/status', 'agent', keysOf(statusChangeSchema(tr))),
  T('POST', '/api/tickets/:id/transfer', 'agent', keysOf(transferSchema(tr))),
  T('POST', '/api/tickets/:id/star', 'agent', keysOf(starSchema(tr))),
  T('POST', '/api/tickets/:id/rate', 'client', keysOf(rateSchema(tr))),
  // Last: a success deletes the ticket the others use.
  T('DELETE', '/api/tickets/:id', 'client'),
];

const QUERIES: Array<{ path: string; who: Who; keys: string[] }> = [
  { path: '/api/tickets', who: 'client', keys: keysOf(ticketListQuerySchema) },
  { path: '/api/tickets', who: 'agent', keys: keysOf(ticketListQuerySchema) },
  { path: '/api/groups', who: null, keys: keysOf(listingQuerySchema) },
  { path: '/api/supporting-members', who: null, keys: keysOf(listingQuerySchema) },
  { path: '/api/support-services', who: null, keys: keysOf(listingQuerySchema) },
  { path: '/api/articles', who: null, keys: ['page', 'pageSize', 'kind'] },
  { path: '/api/media', who: null, keys: ['kind'] },
  { path: '/api/dev/outbox', who: null, keys: ['to'] },
  { path: '/api/uploads/00000000-0000-4000-8000-000000000000', who: 'client', keys: ['exp', 'sig'] },
];

/** A body for an endpoint: its own fields with wrong values, stray and polluting keys, or any JSON value. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(fields.length ? fc.oneof(fc.constantFrom(...fields), key) : key, value, { maxKeys: fields.length + 3 }).map(JSON.stringify) },
    { weight: 3, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(nastyString, value)])), { requiredKeys: [] }).map(JSON.stringify) },
    { weight: 1, arbitrary: value.map(JSON.stringify) },
    // Not JSON at all, or pollution spelled out in the raw text (JSON.stringify drops a __proto__ key).
    { weight: 1, arbitrary: fc.constantFrom('{', 'nul', '{"a":1,}', '\u0000', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}') },
  );

const token: Record<Exclude<Who, null>, string> = { client: '', agent: '', leaving: '' };
let ticketId = '';
let sessionId = '';
let groupId = '';
const outcome = { requests: 0, fiveXx: 0, statuses: new Map<number, number>() };

beforeAll(async () => {
  token.client = await signUpClient(app);
  token.agent = await loginToken(app, AGENT.email, AGENT.password);
  token.leaving = await loginToken(app, AGENT.email, AGENT.password);
  ticketId = (await raiseTicket(app, token.client)).id;
  sessionId = '00000000-0000-4000-8000-000000000000';
  groupId = (await app.inject({ method: 'GET', url: '/api/groups' })).json<{ items: Array<{ id: string }> }>().items[0]!.id;
});


/** Never 5xx; a 4xx answers `{ message, errors[] }` translated (Arabic letters in Arabic, no raw keys). */
function check(status: number, body: string, lang: 'en' | 'ar', what: string) {
  outcome.requests += 1;
  outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
  if (status >= 500) outcome.fiveXx += 1;
  expect({ what, fiveXx: status >= 500 }).toEqual({ what, fiveXx: false });
  if (status < 400) return;
  const parsed = JSON.parse(body) as { message: string; errors: string[] };
  const texts = [parsed.message, ...parsed.errors];
  expect(typeof parsed.message).toBe('string');
  for (const text of texts) {
    expect(RAW_KEY.test(text)).toBe(false);
    if (lang === 'ar') expect({ what, text, arabic: ARABIC.test(text) }).toEqual({ what, text, arabic: true });
  }
}

const pathOf = (path: string) => path.replace(':group', groupId).replace('/sessions/:id', `/sessions/${sessionId}`).replace(':id', ticketId);

describe.each(TARGETS)('$method $path', ({ method, path, who, fields }) => {
  test(`${RUNS} generated bodies: no 5xx, every 4xx translated`, async () => {
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), fc.constantFrom('en' as const, 'ar' as const), async (payload, lang) => {
        const response = await app.inject({
          method,
          url: pathOf(path),
          payload,
          remoteAddress: freshIp(),
          headers: { 'content-type': 'application/json', 'accept-language': lang, ...(who ? { authorization: `Bearer ${token[who]}` } : {}) },
        });
        check(response.statusCode, response.body, lang, `${method} ${path} ${payload.slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});

const queryValue = fc.oneof(nastyString, fc.integer().map(String), fc.constantFrom('1', '0', '-1', '10001', '1.5', 'blog', 'newest', 'open'));
const queryFor = (keys: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), key), queryValue), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString()) },
    // Malformed escapes, bracket syntax, repeated keys.
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', 'page=%FF', 'page[]=1&page[]=2', 'q[__proto__][x]=1', '__proto__[polluted]=1', 'pageSize=1&pageSize=2&pageSize=3', '&&&=&') },
  );

describe.each(QUERIES)('GET $path as $who', ({ path, who, keys }) => {
  test(`${RUNS} generated query strings: no 5xx, every 4xx translated`, async () => {
    await fc.assert(
      fc.asyncProperty(queryFor(keys), fc.constantFrom('en' as const, 'ar' as const), async (query, lang) => {
        const response = await app.inject({
          method: 'GET',
          url: `${path}?${query}`,
          remoteAddress: freshIp(),
          headers: { 'accept-language': lang, ...(who ? { authorization: `Bearer ${token[who]}` } : {}) },
        });
        check(response.statusCode, response.body, lang, `GET ${path}?${query.slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});

afterAll(() => {
  // Nothing the requests sent reached Object.prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  process.stdout.write(`fuzz: ${outcome.requests} requests, ${outcome.fiveXx} 5xx, statuses ${JSON.stringify(Object.fromEntries(outcome.statuses))}\n`);
});
