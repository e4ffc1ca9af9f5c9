import { eq, sql } from 'drizzle-orm';
import { outbox, ticketNotices, ticketReplies, tickets } from '../../src/db/schema/index.js';
import { applyChange, visibleVersion } from '../../src/services/tickets/change-statement.js';
import { viewerOf } from '../../src/services/tickets/access.js';
import { noticeOf } from '../../src/services/tickets/notices.js';
import { AGENT, appForFile, call, loginToken, signUpClient } from '../helper.js';
import { accountIdOf, raiseTicket, ticketRow } from '../fixtures/tickets.js';
import { clientIn } from '../fixtures/people.js';
import { eventually } from '../fixtures/eventually.js';

/*
 * A ticket action writes in one statement, only if the ticket is still as the action read it, and
 * records its notifications with it; they are queued into the outbox right after the commit.
 */
const app = appForFile();

async function agentAndTicket() {
  const client = await signUpClient(app);
  const agent = await loginToken(app, AGENT.email, AGENT.password);
  const ticket = await raiseTicket(app, client);
  const agentId = await accountIdOf(app, agent);
  return { client, agent, agentId, ticket };
}

const reply = (token: string, id: string, body: string) => call(app, { method: 'POST', url: `/api/tickets/${id}/replies`, token, payload: { body } });
const repliesOf = (id: string) => app.deps.db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, id));
const noticesLeft = async () => (await app.deps.db.select({ n: sql<number>`count(*)::int` }).from(ticketNotices))[0]!.n;

test('a write decided on a version the ticket no longer has writes nothing: not the ticket, its reply, its events nor its notice', async () => {
  const { agentId, ticket } = await agentAndTicket();
  const seen = (await visibleVersion(app.deps.db, viewerOf({ id: agentId, role: 'agent' }), ticket.id))!;
  expect(seen.ticket.id).toBe(ticket.id);
  // Someone else changes the ticket after it was read.
  await app.deps.db.update(tickets).set({ urgent: true }).where(eq(tickets.id, ticket.id));
  const now = new Date();
  const notice = noticeOf({ action: 'reply', before: seen.ticket, after: { ...seen.ticket, replyCount: 1 }, actorId: agentId });
  const written = await applyChange(app.deps.db, {
    id: ticket.id,
    version: seen.version,
    values: { replyCount: 1, updatedAt: now },
    reply: { id: crypto.randomUUID(), authorId: agentId, body: 'Lost race' },
    events: [{ actorId: agentId, kind: 'status', fromStatus: 'new', toStatus: 'in_progress' }],
    notice,
  });
  expect(written).toBeNull();
  expect((await ticketRow(app, ticket.id))!.replyCount).toBe(0);
  expect(await repliesOf(ticket.id)).toHaveLength(0);
  expect(await noticesLeft()).toBe(0);

  // On the version it has now, the same write lands whole.
  const again = (await visibleVersion(app.deps.db, viewerOf({ id: agentId, role: 'agent' }), ticket.id))!;
  const landed = await applyChange(app.deps.db, { id: ticket.id, version: again.version, values: { replyCount: 1, updatedAt: now }, reply: { id: crypto.randomUUID(), authorId: agentId, body: 'Won' }, notice });
  expect(landed?.replyCount).toBe(1);
  expect((await repliesOf(ticket.id)).map((r) => r.body)).toEqual(['Won']);
  expect(await noticesLeft()).toBe(1);
  await app.tickets.sendNotices();
  expect(await noticesLeft()).toBe(0);
});

test('replies sent at the same moment all land: none is lost, the count and the thread agree', async () => {
  const { client, agent, ticket } = await agentAndTicket();
  const bodies = Array.from({ length: 6 }, (_, i) => `Reply ${i + 1}`);
  const answers = await Promise.all(bodies.map((body, i) => reply(i % 2 === 0 ? agent : client, ticket.id, body)));
  expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 201));
  expect((await repliesOf(ticket.id)).map((r) => r.body).sort()).toEqual([...bodies].sort());
  expect((await ticketRow(app, ticket.id))!.replyCount).toBe(bodies.length);
});

test('an action\'s notifications reach the outbox right after it answers, without anyone asking for them', async () => {
  const client = await clientIn(app, 'en');
  const agent = await loginToken(app, AGENT.email, AGENT.password);
  const ticket = await raiseTicket(app, client.token);
  expect((await reply(agent, ticket.id, 'We are on it')).status).toBe(201);
  await eventually(async () => (await app.deps.db.select().from(outbox).where(eq(outbox.to, client.email.toLowerCase()))).length > 0);
  await eventually(async () => (await noticesLeft()) === 0);
});

test('a notice whose expansion fails stays recorded and is sent once by a later run', async () => {
  const client = await clientIn(app, 'en');
  const agent = await loginToken(app, AGENT.email, AGENT.password);
  const ticket = await raiseTicket(app, client.token);
  await app.tickets.sendNotices();
  // The outbox refuses new rows for a moment: the expansion's transaction rolls back.
  await app.deps.db.execute(sql`create or replace function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$`);
  await app.deps.db.execute(sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`);
  try {
    expect((await reply(agent, ticket.id, 'Held back')).status).toBe(201);
    await expect(app.tickets.sendNotices()).rejects.toThrow(/insert into "outbox"/);
    expect(await noticesLeft()).toBe(1);
  } finally {
    await app.deps.db.execute(sql`drop trigger refuse_outbox on outbox`);
  }
  expect(await app.tickets.sendNotices()).toBe(1);
  expect(await app.tickets.sendNotices()).toBe(0);
  const sent = await app.deps.db.select().from(outbox).where(eq(outbox.to, client.email.toLowerCase()));
  expect(sent.filter((row) => row.category === 'ticket-reply')).toHaveLength(1);
});
