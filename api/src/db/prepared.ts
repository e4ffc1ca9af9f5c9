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

/**
 * `preparedPerDatabase` for a family of statements that differ in shape (which filters a list
 * has, its order): one statement per shape, named by `nameOf`, built the first time that shape is
 * read. The shapes must be a finite set, so the family stays bounded.
 */
export function preparedPerShape<S, T>(nameOf: (shape: S) => string, build: (db: Db, shape: S, name: string) => T): (db: Db, shape: S) => T {
  const byName = new Map<string, (db: Db) => T>();
  return (db, shape) => {
    const name = nameOf(shape);
    let statement = byName.get(name);
    if (!statement) {
      statement = preparedPerDatabase((each) => build(each, shape, name));
      byName.set(name, statement);
    }
    return statement(db);
  };
}
