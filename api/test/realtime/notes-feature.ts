import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../src/lib/errors.js';

/**
 * The realtime contract a feature follows, in miniature. Notes belong to an account; agents see
 * all of them. The feature declares its topic and who may follow it, a request clients can send,
 * and publishes an event (ids and small fields, never bodies) when a note changes.
 */
export const notes = new Map<string, { ownerId: string; title: string }>();

export const notesFeature: FastifyPluginAsync = async (app) => {
  app.realtime.topic('note', async (principal, id) => {
    const note = id ? notes.get(id) : undefined;
    return !!note && (note.ownerId === principal.id || principal.account?.role === 'agent');
  });

  app.realtime.handle('note.rename', {
    schema: z.object({ id: z.string(), title: z.string().trim().min(1).max(80) }),
    async run({ principal, data }) {
      const note = notes.get(data.id);
      if (!note || note.ownerId !== principal.id) throw notFound();
      note.title = data.title;
      // Stored first, then announced: the reply below is the acknowledgement.
      await app.realtime.publish(`note:${data.id}`, 'note.renamed', { id: data.id, title: data.title });
      return { id: data.id, title: note.title };
    },
  });

  app.realtime.handle('note.crash', {
    schema: z.unknown(),
    async run() {
      throw new Error('database on fire');
    },
  });
};
