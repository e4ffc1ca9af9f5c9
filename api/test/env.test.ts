import { DEFAULT_OTP_SECRET, readEnv } from '../src/env.js';
import type { FastifyInstance } from 'fastify';
import { PRODUCTION_ENV, appForFile, call } from './helper.js';

const read = (values: Record<string, string>) => readEnv({}, values);

test('a plain start listens on loopback, without the dev outbox or trusted proxies', () => {
  const env = read({});
  expect(env).toMatchObject({ HOST: '127.0.0.1', DEV_OUTBOX: false, TRUST_PROXY: false, NODE_ENV: 'development' });
  expect(env.OTP_SECRET).toBe(DEFAULT_OTP_SECRET);
  expect(read({ HOST: '0.0.0.0', DEV_OUTBOX: '1' })).toMatchObject({ HOST: '0.0.0.0', DEV_OUTBOX: true });
});

test('production refuses the default secret, a missing PUBLIC_URL and the dev outbox', () => {
  expect(read({ ...PRODUCTION_ENV }).NODE_ENV).toBe('production');
  expect(() => read({ ...PRODUCTION_ENV, OTP_SECRET: DEFAULT_OTP_SECRET })).toThrow(/OTP_SECRET: set a secret of your own/);
  expect(() => read({ ...PRODUCTION_ENV, OTP_SECRET: 'only-twenty-chars-x' })).toThrow(/OTP_SECRET: must be at least 32/);
  expect(() => read({ ...PRODUCTION_ENV, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL/);
  expect(() => read({ ...PRODUCTION_ENV, DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX: the dev outbox/);
});

test('production refuses to start without a transport for each channel, unless another system drains the outbox', () => {
  const base = { ...PRODUCTION_ENV, MESSAGES_DELIVERY: '' };
  expect(() => read(base)).toThrow(/SMTP_URL: required in production.*UNIFONIC_APP_SID: required in production/);
  const email = { SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'Site <no-reply@example.com>' };
  expect(() => read({ ...base, ...email })).toThrow(/UNIFONIC_APP_SID: required in production to deliver text messages/);
  expect(() => read({ ...base, SMTP_URL: email.SMTP_URL, UNIFONIC_APP_SID: 'sid' })).toThrow(/MAIL_FROM: required in production with SMTP_URL/);
  expect(read({ ...base, ...email, UNIFONIC_APP_SID: 'sid' }).MESSAGES_DELIVERY).toBe('send');
  expect(read({ ...base, ...email, SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_SECRET: 'secret' }).SMS_WEBHOOK_URL).toBe('https://sms.example.com/send');
  expect(read({ ...base, MESSAGES_DELIVERY: 'outbox' }).MESSAGES_DELIVERY).toBe('outbox');
  // Anywhere: one SMS transport at a time, and a webhook only with its secret.
  expect(() => read({ UNIFONIC_APP_SID: 'sid', SMS_WEBHOOK_URL: 'https://sms.example.com', SMS_WEBHOOK_SECRET: 's' })).toThrow(/one SMS transport at a time/);
  expect(() => read({ SMS_WEBHOOK_URL: 'https://sms.example.com' })).toThrow(/SMS_WEBHOOK_SECRET: required/);
  expect(() => read({ INBOUND_SMTP_PORT: '2525' })).toThrow(/MAIL_REPLY_DOMAIN: required with INBOUND_SMTP_PORT/);
  // A plain start needs none of it: messages wait in the outbox.
  const plain = read({});
  expect([plain.MESSAGES_DELIVERY, plain.SMTP_URL, plain.UNIFONIC_APP_SID]).toEqual(['send', undefined, undefined]);
});

test('TRUST_PROXY takes a hop count or proxy addresses, never "trust everyone"', () => {
  expect(read({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  expect(read({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
  expect(read({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  expect(() => read({ TRUST_PROXY: 'true' })).toThrow(/hop count/);
  expect(() => read({ TRUST_PROXY: 'proxy.local' })).toThrow(/not an IP address or CIDR range: proxy.local/);
});

describe('the client address behind proxies', () => {
  const oneHop = appForFile({ env: { TRUST_PROXY: '1' } });
  const listed = appForFile({ env: { TRUST_PROXY: '10.0.0.9' } });
  const none = appForFile();

  /** The address the server recorded for a new session (shown in the session list). */
  const sessionIp = async (app: FastifyInstance, remoteAddress: string, forwardedFor: string) => {
    const login = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'demo@example.com', password: 'Demo@12345' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    const sessions = await call(app, { method: 'GET', url: '/api/profile/sessions', token: login.body.token as string });
    return (sessions.body as unknown as Array<{ ip: string; current: boolean }>).find((s) => s.current)?.ip;
  };

  test('one trusted hop: the address the proxy saw, not one the client wrote', async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    expect(await sessionIp(oneHop, '10.0.0.9', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  test('a listed proxy is trusted, any other sender is not', async () => {
    expect(await sessionIp(listed, '10.0.0.9', '203.0.113.8')).toBe('203.0.113.8');
    expect(await sessionIp(listed, '198.51.100.4', '203.0.113.8')).toBe('198.51.100.4');
  });

  test('without TRUST_PROXY the header is ignored', async () => {
    expect(await sessionIp(none, '198.51.100.5', '203.0.113.9')).toBe('198.51.100.5');
  });
});
