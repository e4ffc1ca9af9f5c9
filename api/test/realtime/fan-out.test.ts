import { instancesForFile, loginToken } from '../helper.js';
import { notes, notesFeature } from './notes-feature.js';
import { TestSocket, listenLocal } from './test-socket.js';

// On PostgreSQL: two pools on one database, events through LISTEN/NOTIFY. On PGlite: one
// process, the in-process bus between the two apps.
const instances = instancesForFile({ plugins: [notesFeature] });

test('an event published through instance A reaches a socket on instance B (and on A)', async () => {
  const [urlA, urlB] = [await listenLocal(instances.a), await listenLocal(instances.b)];
  const token = await loginToken(instances.a);
  const onB = await TestSocket.open(urlB);
  const ready = await onB.auth(token);
  notes.set('shared', { ownerId: ready.principal.id, title: 'Shared' });
  await onB.subscribe('note:shared');
  const onA = await TestSocket.open(urlA);
  await onA.auth(token);
  await onA.subscribe('note:shared');

  const [eventB, eventA] = [onB.next('event'), onA.next('event')];
  await instances.a.realtime.publish('note:shared', 'note.changed', { id: 'shared' });
  expect(await eventB).toEqual({ type: 'event', topic: 'note:shared', name: 'note.changed', data: { id: 'shared' } });
  expect(await eventA).toEqual(await eventB);

  // And the other way round, from a request handled on B.
  const fromB = onA.next('event', (f) => f.name === 'note.renamed');
  onB.send({ type: 'request', ref: 'r', name: 'note.rename', data: { id: 'shared', title: 'Via B' } });
  expect(await fromB).toMatchObject({ data: { id: 'shared', title: 'Via B' } });
  onA.close();
  onB.close();
});

test('events published together reach the other instance in the order given', async () => {
  const heard: unknown[] = [];
  const marks = Array.from({ length: 12 }, (_, i) => `mark-${i}`);
  const allHeard = new Promise<void>((resolve) => {
    const stop = instances.b.realtime.watch(
      (topic, data) => {
        if (topic !== 'test-order') return;
        heard.push(data);
        if (heard.length === marks.length) {
          stop();
          resolve();
        }
      },
      () => undefined,
    );
  });
  await instances.a.realtime.publishAll(marks.map((mark) => ({ topic: 'test-order', name: 'mark', data: mark })));
  await allHeard;
  expect(heard).toEqual(marks);
});
