import type { Database, Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { Clock } from '../lib/clock.js';
import type { PrincipalSignals } from '../lib/principal-signals.js';
import type { ServerKeys } from './security/keys.js';
import type { LimitStore } from './limits/store.js';
import type { Messages } from './messages/index.js';

/** What every service may use: the database, the clock, the environment, messages, keys, limits and principal signals. */
export interface Deps {
  db: Db;
  database: Database;
  env: Env;
  clock: Clock;
  /** The outbox and the notifications: every email and text message is queued through it. */
  messages: Messages;
  keys: ServerKeys;
  limits: LimitStore;
  /** Sessions ended or rights changed: open sockets of that principal are checked again. */
  signals: PrincipalSignals;
}
