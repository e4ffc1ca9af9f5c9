import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../lib/errors.js';
import { requireAuth } from '../plugins/identity.js';
import { type Viewer, viewerOf } from '../services/tickets/access.js';

const uuid = z.uuid();

/** The signed-in caller and the id of a `/:id` route; an id that cannot exist is simply not found. */
export function viewerTarget(request: FastifyRequest): { viewer: Viewer; id: string } {
  const viewer = viewerOf(requireAuth(request).account);
  const id = (request.params as { id?: unknown }).id;
  if (!uuid.safeParse(id).success) throw notFound();
  return { viewer, id: id as string };
}
