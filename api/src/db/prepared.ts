import type { Db } from './client.js';

/**
 * A statement built once per database and kept as a named prepared statement (`.prepare(name)`):
 * no query building in JavaScript per call, and PostgreSQL parses it once per connection. For the
 * hottest reads; a statement run inside a transaction is built on that transaction instead.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
