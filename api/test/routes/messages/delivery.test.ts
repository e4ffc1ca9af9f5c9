import { eq } from 'drizzle-orm';
import { outbox } from '../../../src/db/schema/index.js';
import { webhookSignature } from '../../../src/services/messages/transports/webhook.js';
import { DEMO, buildTestApp, call, freshIp, newPerson } from '../../helper.js';
import { MAIL_FROM, eventually, mailWorldForFile, rowsTo } from '../../fixtures/mail-app.js';
import { startMailbox } from '../../fixtures/mailbox.js';

const world = mailWorldForFile();

const register = (lang: string) => {
  const person = newPerson('deliver');
  return call(world.app, { method: 'POST', url: '/api/auth/register', payload: person, remoteAddress: freshIp(), lang }).then((r) => ({ person, challengeId: r.body.challengeId as string }));
};

test('a registration code reaches the SMTP server as HTML and text, in the request language, with the row marked sent', async () => {
  const { person } = await register('ar');
  const mail = await world.mailbox.waitFor((m) => m.rcpt.includes(person.email));
  const [row] = await rowsTo(world.app, person.email);
  expect(mail.messageId).toBe(row!.messageId);
  expect(mail.header('from')).toContain('no-reply@site.test');
  expect(mail.subject).toBe('رمز التحقق الخاص بك');
  expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(mail.text).toMatch(/\d{6}/);
  // A code message offers no unsubscribe (it is not a notification).
  expect(mail.header('list-unsubscribe')).toBe('');
  const sent = await eventually(async () => (await rowsTo(world.app, person.email)).find((r) => r.status === 'sent'));
  expect(sent).toMatchObject({ attempts: 1, providerResponse: expect.stringMatching(/^250/) });
  expect(sent.sentAt).toBeInstanceOf(Date);
});

test('the SMS code goes through Unifonic: the number without "+", our id as CorrelationID, one part', async () => {
  const { person } = await register('en');
  const request = await eventually(async () => world.gateway.requests.find((r) => r.form.get('Recipient') === person.phone.slice(1)));
  const [row] = await rowsTo(world.app, person.phone);
  expect(Object.fromEntries(request.form)).toMatchObject({ AppSid: 'test-app-sid', SenderID: 'Nukhba', CorrelationID: row!.id, responseType: 'JSON' });
  expect(request.form.get('Body')).toMatch(/^Your verification code is \d{6}\. It expires in 10 minutes\.$/);
  const sent = await eventually(async () => (await rowsTo(world.app, person.phone)).find((r) => r.status === 'sent'));
  expect(sent.providerResponse).toContain('"success":true');
});

test('a refusal for good fails the message at once; a temporary one is retried later, the answer kept', async () => {
  world.gateway.answer(200, { success: false, message: 'Dest num is too short', errorCode: 'ER-04', data: {} });
  const refused = await register('en');
  const failed = await eventually(async () => (await rowsTo(world.app, refused.person.phone)).find((r) => r.status === 'failed'));
  expect(failed.providerResponse).toContain('ER-04');

  world.gateway.answer(503, 'busy');
  const busy = await register('en');
  const retrying = await eventually(async () => (await rowsTo(world.app, busy.person.phone)).find((r) => r.status === 'retrying'));
  expect(retrying.providerResponse).toBe('503 busy');
  expect(retrying.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
  world.gateway.answer(200, { success: true });

  world.mailbox.refuse(550);
  const unknown = await register('en');
  const bounced = await eventually(async () => (await rowsTo(world.app, unknown.person.email)).find((r) => r.status === 'failed'));
  expect(bounced.providerResponse).toMatch(/^550/);
  world.mailbox.refuse(451);
  const later = await register('en');
  const again = await eventually(async () => (await rowsTo(world.app, later.person.email)).find((r) => r.status === 'retrying'));
  expect(again.providerResponse).toMatch(/^451/);
  world.mailbox.refuse(null);
});

test('without a transport, messages wait in the outbox (and the dev outbox still shows their codes)', async () => {
  const app = await buildTestApp();
  try {
    expect(app.delivery).toBeNull();
    const forgot = await call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: DEMO.email }, remoteAddress: freshIp() });
    expect(forgot.status).toBe(200);
    const rows = await app.deps.db.select().from(outbox).where(eq(outbox.to, DEMO.email));
    expect(rows.map((r) => r.status)).toEqual(['queued']);
    const shown = await call(app, { method: 'GET', url: `/api/dev/outbox?to=${DEMO.email}` });
    expect((shown.body.items as Array<{ code: string; status: string }>)[0]).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), status: 'queued' });
  } finally {
    await app.close();
  }
});

test('MESSAGES_DELIVERY=outbox leaves the table to another system even with SMTP configured', async () => {
  const mailbox = await startMailbox();
  const app = await buildTestApp({ env: { SMTP_URL: mailbox.url, MAIL_FROM, MESSAGES_DELIVERY: 'outbox' } });
  try {
    expect(app.delivery).toBeNull();
  } finally {
    await app.close();
    await mailbox.close();
  }
});

test('the generic SMS webhook is signed over timestamp and body and carries the message id as Idempotency-Key', async () => {
  const mailbox = await startMailbox();
  const { startSmsGateway } = await import('../../fixtures/sms-gateway.js');
  const hook = await startSmsGateway();
  hook.answer(202, 'queued');
  const secret = 'a-shared-secret-of-the-gateway';
  const app = await buildTestApp({ jobs: { tickMs: 50 }, env: { SMTP_URL: mailbox.url, MAIL_FROM, SMS_WEBHOOK_URL: hook.url, SMS_WEBHOOK_SECRET: secret } });
  try {
    const person = newPerson('hook');
    await call(app, { method: 'POST', url: '/api/auth/register', payload: person, remoteAddress: freshIp(), lang: 'ar' });
    const request = await eventually(async () => hook.requests[0]);
    const [row] = await rowsTo(app, person.phone);
    const body = JSON.parse(request.body) as Record<string, unknown>;
    expect(body).toMatchObject({ id: row!.messageId, to: person.phone, encoding: 'ucs2', segments: 1 });
    expect(request.headers['idempotency-key']).toBe(row!.messageId);
    expect(request.headers['x-signature']).toBe(webhookSignature(secret, String(request.headers['x-timestamp']), request.body));
    expect(await eventually(async () => (await rowsTo(app, person.phone)).find((r) => r.status === 'sent'))).toMatchObject({ providerResponse: 'queued' });
  } finally {
    await app.close();
    await Promise.all([mailbox.close(), hook.close()]);
  }
});
