import { SLA_FILTERS, TICKET_BOXES, ticketListQuerySchema } from '@site/shared/tickets';
import { type PageShape, countStatementName, listStatements, pageRead, pageStatementName } from '../../src/services/tickets/list-statements.js';
import { appForFile } from '../helper.js';

const app = appForFile();
const now = new Date('2030-01-01T00:00:00Z');
const client = { id: '00000000-0000-4000-8000-000000000001', role: 'client' } as const;
const agent = { id: '00000000-0000-4000-8000-000000000002', role: 'agent' } as const;
const shapeOf = (viewer: typeof client | typeof agent, query: Record<string, string>, from: Parameters<typeof pageRead>[3] = { offset: 0 }) =>
  pageRead(viewer, ticketListQuerySchema.parse(query), now, from).shape;

/** Every shape a page can have. */
function* everyShape(): Generator<PageShape> {
  for (const support of [false, true])
    for (const box of TICKET_BOXES)
      for (const status of [false, true])
        for (const q of ['none', 'text', 'number'] as const)
          for (const starred of [false, true])
            for (const sla of support ? (['none', ...SLA_FILTERS] as const) : (['none'] as const))
              for (const sort of ['newest', 'oldest'] as const)
                for (const from of ['offset', 'after', 'before'] as const) yield { support, box, status, q, starred, sla, sort, from };
}

test('the shape of a list read is what its SQL depends on, never its values', () => {
  expect(shapeOf(client, { q: 'printer' })).toMatchObject({ support: false, q: 'text', sla: 'none', from: 'offset' });
  expect(shapeOf(client, { q: '#١٢' })).toMatchObject({ q: 'number' });
  // A client's lists ignore the service-level filter; support's do not.
  expect(shapeOf(client, { sla: 'soon' })).toEqual(shapeOf(client, {}));
  expect(shapeOf(agent, { box: 'incoming', sla: 'soon' })).toMatchObject({ support: true, sla: 'soon' });
  expect(shapeOf(agent, { status: 'new', q: 'a' })).toEqual(shapeOf(agent, { status: 'resolved', q: 'b' }));
  const cursor = { updatedAt: '2030-01-01T00:00:00.000000Z', number: 7 };
  expect(shapeOf(client, { sort: 'oldest' }, { before: cursor })).toMatchObject({ sort: 'oldest', from: 'before' });
});

test('each shape has a statement name of its own, within PostgreSQL’s 63 bytes', () => {
  const shapes = [...everyShape()];
  const names = new Set(shapes.map(pageStatementName));
  expect(names.size).toBe(shapes.length);
  // Sort and start aside (2 × 3), a page's filters are its count's.
  expect(new Set(shapes.map(countStatementName)).size).toBe(shapes.length / 6);
  for (const name of [...names, ...shapes.map(countStatementName)]) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
});

test('the same shape reuses one prepared statement; another shape gets another', () => {
  const { db } = app.deps;
  const incoming = shapeOf(agent, { box: 'incoming', status: 'new' });
  expect(listStatements.page(db, incoming)).toBe(listStatements.page(db, shapeOf(agent, { box: 'incoming', status: 'resolved' })));
  expect(listStatements.page(db, incoming)).not.toBe(listStatements.page(db, { ...incoming, from: 'after' }));
  expect(listStatements.page(db, incoming)).not.toBe(listStatements.page(db, { ...incoming, support: false }));
  expect(listStatements.count(db, incoming)).toBe(listStatements.count(db, { ...incoming, sort: 'oldest', from: 'before' } as PageShape));
  expect(listStatements.count(db, incoming)).not.toBe(listStatements.count(db, { ...incoming, starred: true }));
});
