import { FakeClock, MINUTE } from '../../src/lib/clock.js';
import { appForFile, call, freshIp, newPerson, registeredPerson } from '../helper.js';

/*
 * Many people behind one address (an office, a carrier's NAT): their correct sign-ins and
 * registrations must not use up the budget that slows password guessing from that address.
 */
const clock = new FakeClock();
const app = appForFile({ clock });
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

/** Runs `jobs` a few at a time, as people arriving one after another would. */
async function inTurns<T>(jobs: Array<() => Promise<T>>, width = 4): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < jobs.length; i += width) results.push(...(await Promise.all(jobs.slice(i, i + width).map((job) => job()))));
  return results;
}

test('100 accounts signing in correctly from one address within a minute all succeed; wrong passwords are still limited', async () => {
  const people = await inTurns(Array.from({ length: 100 }, () => () => registeredPerson(app, 'office')));
  const office = freshIp();
  const signIns = await inTurns(
    people.map((person) => () => call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: person.email, password: person.password }, remoteAddress: office })),
  );
  expect(tally(signIns.map((answer) => answer.status))).toEqual({ 200: 100 });

  // Guessing from the same address is refused after 10 failures, as it was before.
  const guesses = await Promise.all(
    people.map((person) => call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: person.email, password: 'Wrong-pass-1' }, remoteAddress: office })),
  );
  expect(tally(guesses.map((answer) => answer.status))).toEqual({ 422: 10, 429: 90 });
  expect(guesses.find((answer) => answer.status === 429)!.body.message).toBe('Too many requests. Please try again later.');
  // 100 registrations and 200 password checks (argon2 by design) take far longer than a request on a busy machine;
  // the minute the limits count is the controllable clock's, not the wall's.
}, 180_000);

test('100 wrong passwords from one address: 10 are checked, the rest refused', async () => {
  clock.advance(2 * MINUTE);
  const address = freshIp();
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: `nobody${i}@example.com`, password: 'Wrong-pass-1' }, remoteAddress: address }),
    ),
  );
  expect(tally(answers.map((answer) => answer.status))).toEqual({ 422: 10, 429: 90 });
});

test('20 registrations and a password reset from one address within an hour all succeed', async () => {
  clock.advance(2 * MINUTE);
  const address = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    statuses.push((await call(app, { method: 'POST', url: '/api/auth/register', payload: newPerson('shared'), remoteAddress: address })).status);
    clock.advance(2 * MINUTE);
  }
  expect(tally(statuses)).toEqual({ 201: 20 });
  const someone = newPerson('shared');
  const reset = await call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: someone.email }, remoteAddress: address });
  expect(reset.status).toBe(200);
});
