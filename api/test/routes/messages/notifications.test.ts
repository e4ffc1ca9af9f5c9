import { eq, inArray } from 'drizzle-orm';
import { accounts, outbox, tickets } from '../../../src/db/schema/index.js';
import { DAY } from '../../../src/lib/clock.js';
import { remindClosingTickets } from '../../../src/services/messages/notify/tickets.js';
import { AGENT, AGENT2, DEMO, call, freshIp, loginToken } from '../../helper.js';
import { REPLY_DOMAIN, eventually, mailWorldForFile, rowsTo } from '../../fixtures/mail-app.js';
import type { ReceivedMail } from '../../fixtures/mailbox.js';
import { clientIn } from '../../fixtures/people.js';
import { raiseTicket } from '../../fixtures/tickets.js';

/*
 * Each notification goes once, to the right people, in each one's language, on the channels
 * they chose; non-security emails carry a one-click unsubscribe link that works without a
 * session. Replies within the digest window (a second here) become one email.
 */
const world = mailWorldForFile({ env: { MESSAGES_DIGEST_SECONDS: '1' } });
const token = { agent: '', agent2: '', manager: '' };

beforeAll(async () => {
  token.agent = await loginToken(world.app, AGENT.email, AGENT.password);
  token.agent2 = await loginToken(world.app, AGENT2.email, AGENT2.password);
  token.manager = await loginToken(world.app, 'manager@example.com', 'Manager@12345');
  // The second agent reads Arabic.
  expect((await call(world.app, { method: 'PATCH', url: '/api/profile/notifications', token: token.agent2, payload: { lang: 'ar' } })).status).toBe(200);
});

const mailsTo = (address: string, match: (mail: ReceivedMail) => boolean = () => true) => world.mailbox.to(address).filter(match);
/**
 * Waits until every ticket action's notifications are queued and the outbox has nothing left to
 * send (digests included): a second copy would have arrived by then.
 */
const settle = () =>
  eventually(async () => {
    await world.app.tickets.sendNotices();
    return (await world.app.deps.db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.status, ['queued', 'sending', 'retrying']))).length === 0;
  });

test('a new ticket tells the agents of its department, each in their language, and nobody else', async () => {
  const client = await clientIn(world.app, 'ar');
  const ticket = await raiseTicket(world.app, client.token, { department: 'billing', subject: 'Invoice twice' });
  const mail = await world.mailbox.waitFor((m) => m.rcpt.includes(AGENT2.email) && m.subject.includes('Invoice twice'));
  expect(mail.subject).toMatch(/^تذكرة جديدة رقم [٠-٩]+ في الفواتير: Invoice twice$/);
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.text).toContain(`/ar/tickets/${ticket.id}`);
  await settle();
  expect(mailsTo(AGENT2.email, (m) => m.subject.includes('Invoice twice'))).toHaveLength(1);
  expect(mailsTo(AGENT.email, (m) => m.subject.includes('Invoice twice'))).toHaveLength(0);
  expect(mailsTo(client.email, (m) => m.subject.includes('Invoice twice'))).toHaveLength(0);
});

test('replies within the digest window reach the client as one email with a signed reply address and an unsubscribe link', async () => {
  const client = await clientIn(world.app, 'ar');
  const ticket = await raiseTicket(world.app, client.token, { subject: 'Three replies' });
  for (const body of ['First answer', 'Second answer', 'Third answer']) {
    expect((await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: token.agent, payload: { body } })).status).toBe(201);
  }
  const mail = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.text.includes('Third answer'));
  expect(mail.text).toContain('First answer');
  expect(mail.text).toContain('Second answer');
  expect(mail.subject).toMatch(/^رد جديد على التذكرة رقم [٠-٩]+: Three replies$/);
  expect(mail.header('reply-to')).toMatch(new RegExp(`^reply\\+[a-z2-7]{55}@${REPLY_DOMAIN.replace(/\./g, '\\.')}$`));
  expect(mail.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/api\/messages\/unsubscribe\?token=[\w.-]+&lang=ar>$/);
  expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.header('references')).toBe(`<ticket-${ticket.id}@site.test>`);
  await settle();
  expect(mailsTo(client.email, (m) => m.subject.includes('Three replies'))).toHaveLength(1);

  // The client answers: the agent who took the ticket by replying hears of it, in English.
  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: client.token, payload: { body: 'Thanks, one more question' } });
  const toAgent = await world.mailbox.waitFor((m) => m.rcpt.includes(AGENT.email) && m.text.includes('one more question'));
  expect(toAgent.subject).toMatch(/^The client replied on ticket #\d+: Three replies$/);
  expect(mailsTo(AGENT2.email, (m) => m.text.includes('one more question'))).toHaveLength(0);
});

test("a client's replies on a ticket waiting in the queue reach each agent of its department as one email", async () => {
  const client = await clientIn(world.app, 'en');
  // Both demo agents work in the general department: each has a digest of their own.
  const ticket = await raiseTicket(world.app, client.token, { department: 'general', subject: 'Queue digest' });
  for (const body of ['Queue reply one', 'Queue reply two']) {
    expect((await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: client.token, payload: { body } })).status).toBe(201);
  }
  for (const agent of [AGENT.email, AGENT2.email]) {
    const mail = await world.mailbox.waitFor((m) => m.rcpt.includes(agent) && m.text.includes('Queue reply two'));
    expect(mail.text).toContain('Queue reply one');
  }
  await settle();
  for (const agent of [AGENT.email, AGENT2.email]) expect(mailsTo(agent, (m) => m.text.includes('Queue reply'))).toHaveLength(1);
});

test('resolving, transferring and closing by itself each tell the one person concerned', async () => {
  const client = await clientIn(world.app, 'en');
  const ticket = await raiseTicket(world.app, client.token, { subject: 'Lifecycle', autoClose: true, department: 'general' });
  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/transfer`, token: token.agent, payload: { assigneeId: (await call(world.app, { method: 'GET', url: '/api/auth/me', token: token.agent2 })).body.id, note: 'Billing question inside' } });
  const transferred = await world.mailbox.waitFor((m) => m.rcpt.includes(AGENT2.email) && m.text.includes('Billing question inside'));
  expect(transferred.subject).toMatch(/^تم تحويل التذكرة رقم [٠-٩]+ إليك$/);

  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/status`, token: token.agent2, payload: { status: 'resolved' } });
  const resolved = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.subject.startsWith('Ticket #') && m.subject.endsWith('was resolved'));
  expect(resolved.text).toMatch(/closes by itself on \w+ \d+, \d{4}/);

  // A day before it closes by itself, the client is warned once, however often the job runs.
  const old = new Date(Date.now() - 6.5 * DAY);
  await world.app.deps.db.update(tickets).set({ statusChangedAt: old }).where(eq(tickets.id, ticket.id));
  await remindClosingTickets(world.app.deps.db, world.app.deps.messages.notify, new Date());
  await remindClosingTickets(world.app.deps.db, world.app.deps.messages.notify, new Date());
  await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.subject.endsWith('will close soon'));

  await world.app.deps.db.update(tickets).set({ statusChangedAt: new Date(Date.now() - 8 * DAY) }).where(eq(tickets.id, ticket.id));
  expect(await world.app.tickets.autoClose()).toBeGreaterThan(0);
  await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.subject.endsWith('was closed'));
  await settle();
  expect(mailsTo(client.email, (m) => m.subject.endsWith('will close soon'))).toHaveLength(1);
  expect(mailsTo(client.email, (m) => m.subject.endsWith('was closed'))).toHaveLength(1);
});

test('a join request tells the group manager; the decision tells the requester', async () => {
  const client = await clientIn(world.app, 'ar');
  const sent = await call(world.app, { method: 'POST', url: '/api/groups/riyadh-web-developers/join-requests', token: client.token, payload: { message: 'I build Arabic sites', images: [] } });
  expect(sent.status).toBe(201);
  const toManager = await world.mailbox.waitFor((m) => m.rcpt.includes('manager@example.com') && m.text.includes('I build Arabic sites'));
  expect(toManager.subject).toBe('New request to join Riyadh Web Developers');
  await call(world.app, { method: 'POST', url: `/api/join-requests/${sent.body.id as string}/decision`, token: token.manager, payload: { decision: 'approved' } });
  const decided = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.subject.startsWith('تم قبولك'));
  expect(decided.html).toContain('lang="ar"');
});

test('preferences: a category turned off sends nothing, SMS turned on sends a text; security cannot be turned off', async () => {
  const client = await clientIn(world.app, 'en');
  const patch = (payload: object) => call(world.app, { method: 'PATCH', url: '/api/profile/notifications', token: client.token, payload });
  expect((await patch({ settings: [{ category: 'security', channel: 'email', enabled: false }] })).status).toBe(422);
  expect((await patch({ settings: [{ category: 'ticket-new', channel: 'email', enabled: false }] })).status).toBe(422);
  const saved = await patch({ settings: [{ category: 'ticket-reply', channel: 'email', enabled: false }, { category: 'ticket-reply', channel: 'sms', enabled: true }] });
  expect(saved.body.settings).toContainEqual({ category: 'ticket-reply', channels: { email: false, sms: true }, locked: false });
  expect(saved.body.settings).toContainEqual({ category: 'security', channels: { email: true }, locked: true });

  const ticket = await raiseTicket(world.app, client.token, { subject: 'Quiet please' });
  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: token.agent, payload: { body: 'Answer by text' } });
  const text = await eventually(async () => world.gateway.requests.find((r) => r.form.get('Recipient') === client.phone.slice(1) && r.form.get('Body')!.includes('support replied')));
  expect(text.form.get('Body')).toContain(`/en/tickets/${ticket.id}`);
  await settle();
  expect(await rowsTo(world.app, client.email)).not.toContainEqual(expect.objectContaining({ category: 'ticket-reply' }));
});

test('security notices: a password change, and a sign-in from a device never seen (once)', async () => {
  const client = await clientIn(world.app, 'en');
  await call(world.app, { method: 'POST', url: '/api/profile/password', token: client.token, payload: { currentPassword: client.password, password: 'Brand-new-pass-77', passwordConfirmation: 'Brand-new-pass-77', endOtherSessions: false } });
  const changed = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.subject === 'Your password was changed');
  expect(changed.header('list-unsubscribe')).toBe('');
  const signIn = (agent: string) =>
    call(world.app, { method: 'POST', url: '/api/auth/login', payload: { identifier: client.email, password: 'Brand-new-pass-77' }, headers: { 'user-agent': agent }, remoteAddress: freshIp() });
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
  expect((await signIn(firefox)).status).toBe(200);
  expect((await signIn(firefox)).status).toBe(200);
  const notice = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.subject === 'New sign-in to your account');
  expect(notice.text).toContain('Firefox on Linux');
  await settle();
  expect(mailsTo(client.email, (m) => m.subject === 'New sign-in to your account')).toHaveLength(1);
});

test('the unsubscribe link works without a session, by one-click POST; a tampered one is refused', async () => {
  const client = await clientIn(world.app, 'ar');
  const ticket = await raiseTicket(world.app, client.token, { subject: 'Unsubscribe me' });
  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: token.agent, payload: { body: 'Here you go' } });
  const mail = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.text.includes('Here you go'));
  const link = new URL(/^<(.+)>$/.exec(mail.header('list-unsubscribe'))![1]!);
  const url = `${link.pathname}${link.search}`;

  const asked = await call(world.app, { method: 'GET', url });
  expect(asked.status).toBe(200);
  expect(asked.raw.body).toContain('<form method="post"');
  const tampered = url.replace(/token=([\w-]+)/, (_all, payload: string) => `token=${payload.slice(0, -2)}xx`);
  const refused = await call(world.app, { method: 'POST', url: tampered, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect(refused.status).toBe(400);
  expect(refused.raw.body).toContain('رابط إلغاء الاشتراك هذا غير صالح');

  const done = await call(world.app, { method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect(done.status).toBe(200);
  expect(done.raw.body).toContain('الردود على تذاكرك');
  const prefs = await call(world.app, { method: 'GET', url: '/api/profile/notifications', token: client.token });
  expect(prefs.body.settings).toContainEqual({ category: 'ticket-reply', channels: { email: false, sms: false }, locked: false });
  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: token.agent, payload: { body: 'After unsubscribing' } });
  await settle();
  expect(mailsTo(client.email, (m) => m.text.includes('After unsubscribing'))).toHaveLength(0);
});

test('the language of messages is set at registration and changed in the profile', async () => {
  const client = await clientIn(world.app, 'ar');
  const [row] = await world.app.deps.db.select({ lang: accounts.lang }).from(accounts).where(eq(accounts.id, client.id));
  expect(row!.lang).toBe('ar');
  const changed = await call(world.app, { method: 'PATCH', url: '/api/profile/notifications', token: client.token, payload: { lang: 'en' } });
  expect(changed.body).toMatchObject({ lang: 'en', emailVerified: true });
  expect((await call(world.app, { method: 'PATCH', url: '/api/profile/notifications', token: client.token, payload: { lang: 'fr' } })).status).toBe(422);
  const demo = await call(world.app, { method: 'GET', url: '/api/profile/notifications', token: await loginToken(world.app, DEMO.email, DEMO.password) });
  expect((demo.body.settings as Array<{ category: string }>).map((s) => s.category)).toEqual(['security', 'ticket-reply', 'ticket-status', 'join-request-decided', 'chat-reply']);
  const agent = await call(world.app, { method: 'GET', url: '/api/profile/notifications', token: token.agent });
  expect((agent.body.settings as Array<{ category: string }>).map((s) => s.category)).toContain('ticket-new');
});
