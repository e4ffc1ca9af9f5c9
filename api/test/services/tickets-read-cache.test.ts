import { APPROXIMATE_COUNT_FROM, COUNT_HOLD_MS, TicketReadCache, cacheTag, changeTags, starTags } from '../../src/services/tickets/read-cache.js';

/** A loader that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  return { load: async () => ({ value: ++calls }), get calls() { return calls; } };
}

function cacheAt(start = 1_000, max = 3) {
  const clock = { t: start };
  return { clock, cache: new TicketReadCache(() => clock.t, 10_000, max) };
}

test('an answer is reused for the same viewer and query until something changes', async () => {
  const { cache } = cacheAt();
  const loader = counter();
  expect(await cache.list('ana', 'outgoing', { box: 'outgoing', page: 1 }, loader.load)).toBe(1);
  expect(await cache.list('ana', 'outgoing', { box: 'outgoing', page: 1 }, loader.load)).toBe(1);
  expect(await cache.list('ana', 'outgoing', { box: 'outgoing', page: 2 }, loader.load)).toBe(2);
  expect(await cache.list('omar', 'outgoing', { box: 'outgoing', page: 1 }, loader.load)).toBe(3);
  expect(loader.calls).toBe(3);
  expect(cache.stats).toEqual({ hits: 1, misses: 3 });
});

test("a change of one person's box makes only that box's answers stale", async () => {
  const { cache } = cacheAt(1_000, 10);
  const loader = counter();
  await cache.list('ana', 'outgoing', { box: 'outgoing' }, loader.load);
  await cache.list('ana', 'incoming', { box: 'incoming' }, loader.load);
  await cache.list('omar', 'outgoing', { box: 'outgoing' }, loader.load);
  await cache.detail('ana', 't1', loader.load);
  cache.drop([cacheTag.box('ana', 'outgoing')]);
  expect(await cache.list('ana', 'outgoing', { box: 'outgoing' }, loader.load)).toBe(5);
  expect(await cache.list('ana', 'incoming', { box: 'incoming' }, loader.load)).toBe(2);
  expect(await cache.list('omar', 'outgoing', { box: 'outgoing' }, loader.load)).toBe(3);
  expect(await cache.detail('ana', 't1', loader.load)).toBe(4);
});

test("a change of a ticket makes every viewer's view of it stale, and a star only its owner's", async () => {
  const { cache } = cacheAt(1_000, 10);
  const loader = counter();
  await cache.detail('ana', 't1', loader.load);
  await cache.detail('omar', 't1', loader.load);
  await cache.detail('ana', 't2', loader.load);
  cache.drop([cacheTag.ticket('t1')]);
  expect(await cache.detail('ana', 't1', loader.load)).toBe(4);
  expect(await cache.detail('omar', 't1', loader.load)).toBe(5);
  expect(await cache.detail('ana', 't2', loader.load)).toBe(3);
  cache.drop(starTags('ana', 't2'));
  expect(await cache.detail('ana', 't2', loader.load)).toBe(6);
  expect(await cache.detail('omar', 't1', loader.load)).toBe(5);
});

test('an answer also depends on what its loader names (an agent\'s department queues)', async () => {
  const { cache } = cacheAt();
  let calls = 0;
  const load = async () => ({ value: ++calls, depends: [cacheTag.queue('billing')] });
  await cache.list('agent', 'incoming', { box: 'incoming' }, load);
  cache.drop([cacheTag.queue('sales')]);
  expect(await cache.list('agent', 'incoming', { box: 'incoming' }, load)).toBe(1);
  cache.drop([cacheTag.queue('billing')]);
  expect(await cache.list('agent', 'incoming', { box: 'incoming' }, load)).toBe(2);
});

test('a ticket change names its views, the boxes it was and is in, and the queue while unassigned', () => {
  const before = { id: 't1', ownerId: 'client', openedById: 'client', assigneeId: null, department: 'billing' as const };
  const after = { ...before, assigneeId: 'agent' };
  expect(changeTags(before, after).sort()).toEqual(
    [cacheTag.ticket('t1'), cacheTag.box('client', 'outgoing'), cacheTag.box('client', 'incoming'), cacheTag.queue('billing'), cacheTag.box('agent', 'incoming')].sort(),
  );
  expect(changeTags(after, null)).not.toContain(cacheTag.queue('billing'));
});

test('a change heard while an answer loads keeps that answer from being reused', async () => {
  const { cache } = cacheAt();
  let calls = 0;
  await cache.list('ana', 'outgoing', { page: 1 }, async () => {
    cache.drop([cacheTag.box('ana', 'outgoing')]);
    return { value: ++calls };
  });
  expect(await cache.list('ana', 'outgoing', { page: 1 }, async () => ({ value: ++calls }))).toBe(2);
});

test('a gap on the bus and the TTL each drop what was kept', async () => {
  const { clock, cache } = cacheAt();
  const loader = counter();
  await cache.list('ana', 'outgoing', { page: 1 }, loader.load);
  cache.invalidateAll();
  expect(await cache.list('ana', 'outgoing', { page: 1 }, loader.load)).toBe(2);
  clock.t += 9_999;
  expect(await cache.list('ana', 'outgoing', { page: 1 }, loader.load)).toBe(2);
  clock.t += 1;
  expect(await cache.list('ana', 'outgoing', { page: 1 }, loader.load)).toBe(3);
});

test('an absent ticket is looked up again, and the least recently used answers go first', async () => {
  const { cache } = cacheAt();
  let calls = 0;
  expect(await cache.detail('ana', 'gone', async () => (++calls, { value: null }))).toBeNull();
  expect(await cache.detail('ana', 'gone', async () => (++calls, { value: null }))).toBeNull();
  expect(calls).toBe(2);
  const loader = counter();
  for (const page of [1, 2, 3]) await cache.list('ana', 'outgoing', { page }, loader.load);
  await cache.list('ana', 'outgoing', { page: 1 }, loader.load);
  await cache.list('ana', 'outgoing', { page: 4 }, loader.load);
  expect(cache.size).toBe(3);
  expect(await cache.list('ana', 'outgoing', { page: 1 }, loader.load)).toBe(1);
  expect(await cache.list('ana', 'outgoing', { page: 2 }, loader.load)).toBe(5);
});

test("a box's count is shared by its pages: exact when small, up to a few seconds old when large", async () => {
  const { clock, cache } = cacheAt(1_000, 10);
  let n = 10;
  const load = async () => ({ value: n });
  expect(await cache.count('ana', 'outgoing', { box: 'outgoing' }, load)).toBe(10);
  n = 11;
  expect(await cache.count('ana', 'outgoing', { box: 'outgoing' }, load)).toBe(10);
  cache.drop([cacheTag.box('ana', 'outgoing')]);
  expect(await cache.count('ana', 'outgoing', { box: 'outgoing' }, load)).toBe(11);

  n = APPROXIMATE_COUNT_FROM;
  expect(await cache.count('ana', 'incoming', { box: 'incoming' }, load)).toBe(APPROXIMATE_COUNT_FROM);
  n += 1;
  cache.drop([cacheTag.box('ana', 'incoming')]);
  clock.t += COUNT_HOLD_MS - 1;
  expect(await cache.count('ana', 'incoming', { box: 'incoming' }, load)).toBe(APPROXIMATE_COUNT_FROM);
  clock.t += 1;
  expect(await cache.count('ana', 'incoming', { box: 'incoming' }, load)).toBe(APPROXIMATE_COUNT_FROM + 1);
  // Counts are not reads of their own in the hit ratio.
  expect(cache.stats).toEqual({ hits: 0, misses: 0 });
});

test('readers of an answer that is loading share the load, unless a change was heard since it started', async () => {
  const { cache } = cacheAt();
  const loads: Array<() => void> = [];
  const load = () => new Promise<{ value: number }>((resolve) => {
    const value = loads.length + 1;
    loads.push(() => resolve({ value }));
  });
  const first = cache.list('ana', 'outgoing', { page: 1 }, load);
  const second = cache.list('ana', 'outgoing', { page: 1 }, load);
  expect(loads).toHaveLength(1);
  cache.drop([cacheTag.box('omar', 'outgoing')]);
  const third = cache.list('ana', 'outgoing', { page: 1 }, load);
  expect(loads).toHaveLength(2);
  for (const release of loads) release();
  expect(await Promise.all([first, second, third])).toEqual([1, 1, 2]);
  expect(cache.stats).toEqual({ hits: 1, misses: 2 });
});
