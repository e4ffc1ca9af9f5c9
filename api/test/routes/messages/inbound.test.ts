import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { replyToken } from '../../../src/services/messages/reply-address.js';
import { AGENT, call, loginToken } from '../../helper.js';
import { files } from '../../fixtures/files.js';
import { REPLY_DOMAIN, eventually, mailWorldForFile } from '../../fixtures/mail-app.js';
import { clientIn } from '../../fixtures/people.js';
import { raiseTicket } from '../../fixtures/tickets.js';

/*
 * Replies by email: through the SMTP listener and through the HTTP hook, the reply address
 * names ticket and person, quoted history and signatures are cut in both languages' forms,
 * attachments pass the upload checks; anything refused is bounced, nothing stored.
 */
const SECRET = 'an-inbound-hook-secret-of-the-provider';
const world = mailWorldForFile({ env: { INBOUND_SMTP_PORT: '0', INBOUND_MAIL_SECRET: SECRET } });
let agent = '';
beforeAll(async () => {
  agent = await loginToken(world.app, AGENT.email, AGENT.password);
});

type Mail = ConstructorParameters<typeof MailComposer>[0];
const raw = (mail: Mail): Promise<Buffer> => new MailComposer(mail).compile().build();
const post = async (message: Buffer | Promise<Buffer>, secret = SECRET) =>
  call(world.app, { method: 'POST', url: '/api/messages/inbound', headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}` }, payload: await message });
const repliesOf = async (ticketId: string, token: string) =>
  ((await call(world.app, { method: 'GET', url: `/api/tickets/${ticketId}`, token })).body.replies as Array<{ body: string; author: { name: string }; attachments: Array<{ name: string }> }>);

/** A client's ticket with an agent's answer, and the reply address that answer's email gave the client. */
async function answeredTicket(lang: 'ar' | 'en', subject: string) {
  const client = await clientIn(world.app, lang);
  const ticket = await raiseTicket(world.app, client.token, { subject });
  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: agent, payload: { body: `About ${subject}` } });
  const mail = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.text.includes(`About ${subject}`));
  return { client, ticket, mail, replyTo: mail.header('reply-to') };
}

test('an answer sent to the SMTP listener becomes the client\'s reply, without the quoted history, with its attachment', async () => {
  const { client, ticket, mail, replyTo } = await answeredTicket('en', 'By SMTP');
  const sender = nodemailer.createTransport({ host: '127.0.0.1', port: world.app.inboundSmtpPort!, secure: false, ignoreTLS: true });
  await sender.sendMail({
    from: client.email,
    to: replyTo,
    subject: `Re: ${mail.subject}`,
    inReplyTo: mail.messageId,
    text: `It works now, thanks!\n\n-- \nLayla\n\nOn Mon, 1 Jan 2024 at 10:00, Nukhba Software <no-reply@site.test> wrote:\n> ${mail.text.split('\n').join('\n> ')}`,
    attachments: [{ filename: 'screen.png', content: files.png() }],
  });
  sender.close();
  const replies = await eventually(async () => {
    const found = await repliesOf(ticket.id, client.token);
    return found.length === 2 ? found : null;
  });
  expect(replies[1]).toMatchObject({ body: 'It works now, thanks!', attachments: [{ name: 'screen.png' }] });
  // The agent hears of it like of any client reply.
  await world.mailbox.waitFor((m) => m.rcpt.includes(AGENT.email) && m.text.includes('It works now, thanks!'));
});

test('the HTTP hook takes the raw message with the shared secret; Arabic quote headers are cut; the same message twice adds one reply', async () => {
  const { client, ticket, replyTo } = await answeredTicket('ar', 'By hook');
  const message = await raw({ from: client.email, to: replyTo, subject: 'رد', messageId: '<once@client.example>', text: 'شكرًا، تم الحل.\n\nفي الاثنين، ١ يناير ٢٠٢٤ في ١٠:٠٠ ص، كتب نخبة للبرمجيات <no-reply@site.test>:\n> — اكتب ردك فوق هذا السطر —' });
  expect((await post(message, 'not-the-secret-of-the-hook-at-all')).status).toBe(401);
  expect((await post(message)).body).toEqual({ status: 'stored' });
  expect((await post(message)).body).toEqual({ status: 'duplicate' });
  const replies = await repliesOf(ticket.id, client.token);
  expect(replies.map((r) => r.body)).toEqual(['About By hook', 'شكرًا، تم الحل.']);
});

test('a forged or expired address, a sender who is not the ticket\'s party and a closed ticket are bounced in the sender\'s language, nothing stored', async () => {
  const { client, ticket, replyTo } = await answeredTicket('ar', 'Refusals');
  const token = /^reply\+([a-z2-7]+)@/.exec(replyTo)![1]!;
  const forged = `reply+${token.slice(0, -3)}${token.endsWith('a') ? 'bbb' : 'aaa'}@${REPLY_DOMAIN}`;
  const bounceCount = () => world.mailbox.to(client.email).filter((m) => m.subject === 'تعذّرت إضافة رسالتك إلى التذكرة').length;

  expect((await post(raw({ from: client.email, to: forged, subject: 'forged', text: 'Forged' }))).body).toEqual({ status: 'bounced' });
  const bounce = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.text.includes('forged'));
  expect(bounce.subject).toBe('تعذّرت إضافة رسالتك إلى التذكرة');
  expect(bounce.text).toContain('عنوان الرد غير صالح أو انتهت صلاحيته');
  expect(bounce.header('auto-submitted')).toBe('auto-replied');

  const accountId = (await call(world.app, { method: 'GET', url: '/api/auth/me', token: client.token })).body.id as string;
  const expired = `reply+${replyToken(world.app.deps.keys.replyAddress, { ticketNumber: ticket.number, accountId }, new Date(Date.now() - 100 * 86_400_000))}@${REPLY_DOMAIN}`;
  expect((await post(raw({ from: client.email, to: expired, subject: 'expired', text: 'Late' }))).body).toEqual({ status: 'bounced' });

  const stranger = await clientIn(world.app, 'en');
  expect((await post(raw({ from: stranger.email, to: replyTo, subject: 'not mine', text: 'Let me in' }))).body).toEqual({ status: 'bounced' });
  const toStranger = await world.mailbox.waitFor((m) => m.rcpt.includes(stranger.email) && m.text.includes('not mine'));
  expect(toStranger.text).toContain('it was sent from an address that is not part of this ticket');

  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/close`, token: client.token });
  expect((await post(raw({ from: client.email, to: replyTo, subject: 'after closing', text: 'One more thing' }))).body).toEqual({ status: 'bounced' });
  await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.text.includes('التذكرة مغلقة'));

  expect(bounceCount()).toBe(3);
  expect((await repliesOf(ticket.id, client.token)).map((r) => r.body)).toEqual(['About Refusals']);
});

test('an attachment the upload checks refuse bounces the whole email; automatic replies are ignored, never bounced', async () => {
  const { client, ticket, replyTo } = await answeredTicket('en', 'Files');
  const withProgram = raw({ from: client.email, to: replyTo, subject: 'program', text: 'See attached', attachments: [{ filename: 'tool.pdf', content: files.executable() }] });
  expect((await post(withProgram)).body).toEqual({ status: 'bounced' });
  const bounce = await world.mailbox.waitFor((m) => m.rcpt.includes(client.email) && m.text.includes('"program"'));
  expect(bounce.text).toContain('an attachment was refused');
  const vacation = raw({ from: client.email, to: replyTo, subject: 'Out of office', text: 'I am away', headers: { 'Auto-Submitted': 'auto-replied' } });
  expect((await post(vacation)).body).toEqual({ status: 'ignored' });
  expect((await repliesOf(ticket.id, client.token)).map((r) => r.body)).toEqual(['About Files']);
});

test('the SMTP listener refuses any recipient but a reply address of its domain', async () => {
  const sender = nodemailer.createTransport({ host: '127.0.0.1', port: world.app.inboundSmtpPort!, secure: false, ignoreTLS: true });
  await expect(sender.sendMail({ from: 'someone@example.org', to: 'postmaster@example.org', subject: 'relay?', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
  sender.close();
});
