import { Writable } from 'node:stream';
import { AGENT, call, freshIp, latestCode, loginToken, newPerson } from '../../helper.js';
import { eventually, mailWorldForFile, rowsTo } from '../../fixtures/mail-app.js';
import { raiseTicket } from '../../fixtures/tickets.js';

/* No one-time code, reply or unsubscribe token, or password ever reaches a log line, at any level. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const world = mailWorldForFile({ logger: { level: 'trace', stream: sink } as never, env: { LOG_LEVEL: 'trace' } });

test('delivering codes, notifications with reply addresses and their retries logs none of their secrets', async () => {
  const person = newPerson('logs');
  const reg = await call(world.app, { method: 'POST', url: '/api/auth/register', payload: person, remoteAddress: freshIp() });
  const code = await latestCode(world.app, person.phone);
  const emailCode = await latestCode(world.app, person.email);
  // The email's code proves the address, so the agent's answer below is emailed; the phone is proven at sign-in.
  await call(world.app, { method: 'POST', url: '/api/auth/otp/verify', payload: { challengeId: reg.body.challengeId, code: emailCode }, remoteAddress: freshIp() });
  const login = await call(world.app, { method: 'POST', url: '/api/auth/login', payload: { identifier: person.email, password: person.password }, remoteAddress: freshIp() });
  const loginCode = await latestCode(world.app, person.phone);
  const signedIn = await call(world.app, { method: 'POST', url: '/api/auth/otp/verify', payload: { challengeId: login.body.challengeId, code: loginCode }, remoteAddress: freshIp() });
  const ticket = await raiseTicket(world.app, signedIn.body.token as string);
  // The agents' new-ticket email is out before the outage, so the outage meets the answer's email.
  await world.mailbox.waitFor((mail) => mail.rcpt.includes(AGENT.email));
  world.mailbox.refuse(451);
  await call(world.app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: await loginToken(world.app, AGENT.email, AGENT.password), payload: { body: 'An answer' } });
  await eventually(async () => (await rowsTo(world.app, person.email)).some((row) => row.purpose === 'ticket-reply' && row.status === 'retrying'));
  world.mailbox.refuse(null);

  const secrets = [code, emailCode, loginCode, person.password];
  for (const mail of world.mailbox.received) {
    const replyTo = mail.header('reply-to');
    if (replyTo) secrets.push(/^reply\+([a-z2-7]+)@/.exec(replyTo)![1]!);
    const unsubscribe = /token=([\w.-]+)/.exec(mail.header('list-unsubscribe'))?.[1];
    if (unsubscribe) secrets.push(unsubscribe);
  }
  expect(lines.some((line) => line.includes('message sent'))).toBe(true);
  expect(lines.some((line) => line.includes('will be retried'))).toBe(true);
  for (const secret of secrets) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
});
