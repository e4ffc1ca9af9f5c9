import { ticketListTopic, ticketTopic } from '@site/shared/tickets';
import { TicketReadCache } from '../../src/services/tickets/read-cache.js';

/** A loader that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  return { load: async () => ++calls, get calls() { return calls; } };
}

function cacheAt(start = 1_000) {
  const clock = { t: start };
  return { clock, cache: new TicketReadCache(() => clock.t, 10_000, 3) };
}

test('an answer is reused for the same viewer and query until something changes', async () => {
  const { cache } = cacheAt();
  const loader = counter();
  expect(await cache.list('ana', { box: 'outgoing', page: 1 }, loader.load)).toBe(1);
  expect(await cache.list('ana', { box: 'outgoing', page: 1 }, loader.load)).toBe(1);
  expect(await cache.list('ana', { box: 'outgoing', page: 2 }, loader.load)).toBe(2);
  expect(await cache.list('omar', { box: 'outgoing', page: 1 }, loader.load)).toBe(3);
  expect(loader.calls).toBe(3);
});

test("a change heard on a person's list topic makes only that person's answers stale", async () => {
  const { cache } = cacheAt();
  const loader = counter();
  await cache.list('ana', { page: 1 }, loader.load);
  await cache.list('omar', { page: 1 }, loader.load);
  await cache.detail('omar', 't1', loader.load);
  cache.heard(ticketListTopic('ana'));
  expect(await cache.list('ana', { page: 1 }, loader.load)).toBe(4);
  expect(await cache.list('omar', { page: 1 }, loader.load)).toBe(2);
  expect(await cache.detail('omar', 't1', loader.load)).toBe(3);
});

test("a change heard on a ticket's topic makes every viewer's view of that ticket stale", async () => {
  const { cache } = cacheAt();
  const loader = counter();
  await cache.detail('ana', 't1', loader.load);
  await cache.detail('ana', 't2', loader.load);
  cache.heard(ticketTopic('t1'));
  cache.heard('chat:t2');
  expect(await cache.detail('ana', 't1', loader.load)).toBe(3);
  expect(await cache.detail('ana', 't2', loader.load)).toBe(2);
});

test('a change heard while an answer loads keeps that answer from being reused', async () => {
  const { cache } = cacheAt();
  let calls = 0;
  await cache.list('ana', { page: 1 }, async () => {
    cache.heard(ticketListTopic('ana'));
    return ++calls;
  });
  expect(await cache.list('ana', { page: 1 }, async () => ++calls)).toBe(2);
});

test("this instance's own write, a gap on the bus and the TTL each drop what was kept", async () => {
  const { clock, cache } = cacheAt();
  const loader = counter();
  await cache.list('ana', { page: 1 }, loader.load);
  cache.invalidateAll();
  expect(await cache.list('ana', { page: 1 }, loader.load)).toBe(2);
  clock.t += 9_999;
  expect(await cache.list('ana', { page: 1 }, loader.load)).toBe(2);
  clock.t += 1;
  expect(await cache.list('ana', { page: 1 }, loader.load)).toBe(3);
});

test('an absent ticket is looked up again, and the least recently used answers go first', async () => {
  const { cache } = cacheAt();
  let calls = 0;
  expect(await cache.detail('ana', 'gone', async () => (++calls, null))).toBeNull();
  expect(await cache.detail('ana', 'gone', async () => (++calls, null))).toBeNull();
  expect(calls).toBe(2);
  const loader = counter();
  for (const page of [1, 2, 3]) await cache.list('ana', { page }, loader.load);
  await cache.list('ana', { page: 1 }, loader.load);
  await cache.list('ana', { page: 4 }, loader.load);
  expect(cache.size).toBe(3);
  expect(await cache.list('ana', { page: 1 }, loader.load)).toBe(1);
  expect(await cache.list('ana', { page: 2 }, loader.load)).toBe(5);
});
