import { AWAY_AFTER_MS, type Availability } from '@site/shared/desk';
import { idleChange } from './idle';

const at = (state: Availability['state'], auto = false): Availability => ({ state, auto, since: '2027-01-01T00:00:00.000Z' });

test('an online agent idle for the away period turns away automatically, not before', () => {
  expect(idleChange(at('online'), AWAY_AFTER_MS - 1, false)).toBeNull();
  expect(idleChange(at('online'), AWAY_AFTER_MS, false)).toEqual({ state: 'away', auto: true });
});

test('input ends an automatic away, never a chosen one or offline', () => {
  expect(idleChange(at('away', true), 0, true)).toEqual({ state: 'online' });
  expect(idleChange(at('away', false), 0, true)).toBeNull();
  expect(idleChange(at('offline'), AWAY_AFTER_MS * 10, true)).toBeNull();
  expect(idleChange(at('offline'), AWAY_AFTER_MS * 10, false)).toBeNull();
});
