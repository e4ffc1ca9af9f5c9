import { can } from '@site/shared/permissions';
import type { CannedInput, CannedPatch, CannedResponse } from '@site/shared/desk';
import type { Db } from '../../db/client.js';
import type { CannedResponseRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Viewer } from '../tickets/access.js';
import { type CannedValuesRow, cannedRepository as repo } from './repository.js';

const toCanned = (row: CannedResponseRow): CannedResponse => ({
  id: row.id,
  shortcut: row.shortcut,
  title: { ar: row.titleAr, en: row.titleEn },
  body: { ar: row.bodyAr, en: row.bodyEn },
  department: row.department,
  shared: row.ownerId === null,
});

function toValues(input: CannedPatch): Partial<CannedValuesRow> {
  return {
    ...(input.shortcut !== undefined && { shortcut: input.shortcut }),
    ...(input.title && { titleAr: input.title.ar, titleEn: input.title.en }),
    ...(input.body && { bodyAr: input.body.ar, bodyEn: input.body.en }),
    ...(input.department !== undefined && { department: input.department }),
  };
}

export type CannedService = ReturnType<typeof createCannedService>;

/**
 * Saved replies of the support agents: each agent reads the shared ones and their own, and
 * writes only their own. Anyone else's personal reply, or a shared one they try to change, is not found.
 */
export function createCannedService({ db, clock }: { db: Db; clock: Clock }) {
  const agentId = (viewer: Viewer) => {
    if (!can(viewer.role, 'support.work')) throw forbidden();
    return viewer.id;
  };
  /** For routes with an id: a client gets the same 404 as an agent asking for another's reply. */
  const agentWithId = (viewer: Viewer) => {
    if (!can(viewer.role, 'support.work')) throw notFound();
    return viewer.id;
  };
  return {
    list: async (viewer: Viewer) => (await repo.list(db, agentId(viewer))).map(toCanned),

    async get(viewer: Viewer, id: string): Promise<CannedResponse> {
      const row = await repo.find(db, agentWithId(viewer), id);
      if (!row) throw notFound();
      return toCanned(row);
    },

    async create(viewer: Viewer, input: CannedInput): Promise<CannedResponse> {
      return toCanned(await repo.insert(db, agentId(viewer), toValues(input) as CannedValuesRow));
    },

    async update(viewer: Viewer, id: string, input: CannedPatch): Promise<CannedResponse> {
      const row = await repo.update(db, agentWithId(viewer), id, { ...toValues(input), updatedAt: clock.now() });
      if (!row) throw notFound();
      return toCanned(row);
    },

    async remove(viewer: Viewer, id: string): Promise<void> {
      if (!(await repo.remove(db, agentWithId(viewer), id))) throw notFound();
    },
  };
}
