import { type ContentFieldChange, type ContentItem, type ContentType, type ContentVersionSummary, missingTranslations } from '@site/shared/content-editing';
import type { Db } from '../../db/client.js';
import type { ContentDraftRow } from '../../db/schema/content-editing.js';
import type { Clock } from '../../lib/clock.js';
import { Conflict, Invalid, notFound } from '../../lib/errors.js';
import { diffFields } from './diff.js';
import { CONTENT_TABLES } from './registry.js';
import { contentEditingRepository } from './repository.js';
import { checkDraft } from './rows.js';

type Data = Record<string, unknown>;

export interface ContentEditingDeps {
  db: Db;
  clock: Clock;
  /** Rewrites an item's rich-text fields to their safe form before they are stored. */
  sanitize?: (type: ContentType, data: Data) => Data;
}

const draftOf = (row: ContentDraftRow) => ({ data: row.data, updatedAt: row.updatedAt.toISOString(), publishAt: row.publishAt?.toISOString() ?? null });
const summaryOf = (row: { version: number; publishedAt: Date; publishedBy: string | null }): ContentVersionSummary => ({
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
});

/** Refuses a half-translated item unless the publisher overrides, naming the fields (in the caller's language). */
function checkTranslations(data: Data, override: boolean): void {
  const missing = missingTranslations(data);
  if (missing.length && !override) {
    throw new Invalid({ key: 'contentEditing.missingTranslation', params: { fields: missing.join(', ') } });
  }
}

/**
 * Drafts, publishing, schedules, history and restore of public content, the same for every type.
 * The public site reads only the live tables; this is the one way staff change them.
 */
export function contentEditingService({ db, clock, sanitize = (_type, data) => data }: ContentEditingDeps) {
  const repo = contentEditingRepository(db);

  async function publishDraft(type: ContentType, id: string, draft: ContentDraftRow, override: boolean, by: string | null) {
    checkTranslations(draft.data, override);
    const version = await repo.publish(type, id, draft.data, by, clock.now(), true);
    return { version };
  }

  return {
    async list(type: ContentType): Promise<ContentItem[]> {
      const [live, drafts] = await Promise.all([repo.liveRows(type), repo.drafts(type)]);
      const draftById = new Map(drafts.map((d) => [d.itemId, d]));
      const items: ContentItem[] = live.map((row) => {
        const draft = draftById.get(row.id as string);
        draftById.delete(row.id as string);
        return { id: row.id as string, live: row, draft: draft ? draftOf(draft) : null };
      });
      // Items never published yet exist as drafts only.
      for (const draft of draftById.values()) items.push({ id: draft.itemId, live: null, draft: draftOf(draft) });
      return items;
    },

    async item(type: ContentType, id: string): Promise<ContentItem & { versions: ContentVersionSummary[] }> {
      const [live, draft, versions] = await Promise.all([repo.liveRow(type, id), repo.draft(type, id), repo.versions(type, id)]);
      if (!live && !draft) throw notFound();
      return { id, live, draft: draft ? draftOf(draft) : null, versions: versions.map(summaryOf) };
    },

    /** Saves the whole item (both languages) as its draft; the public site is unchanged. */
    async saveDraft(type: ContentType, id: string, input: Data, by: string | null) {
      const data = sanitize(type, { ...input, id });
      const sample = (await repo.liveRow(type, id)) ?? (await repo.sampleRow(type));
      checkDraft(CONTENT_TABLES[type], data, sample);
      return draftOf(await repo.saveDraft(type, id, data, by, clock.now()));
    },

    async discardDraft(type: ContentType, id: string): Promise<void> {
      if (!(await repo.discardDraft(type, id))) throw notFound();
    },

    async publish(type: ContentType, id: string, { override = false }: { override?: boolean }, by: string | null) {
      const draft = await repo.draft(type, id);
      if (!draft) throw new Conflict('contentEditing.noDraft');
      return publishDraft(type, id, draft, override, by);
    },

    /** Publishes the draft at `at` (the scheduled-publishing job); the translation check runs now and again then. */
    async schedule(type: ContentType, id: string, at: Date, { override = false }: { override?: boolean }) {
      if (at.getTime() <= clock.now().getTime()) throw new Invalid('contentEditing.scheduleInPast');
      const draft = await repo.draft(type, id);
      if (!draft) throw new Conflict('contentEditing.noDraft');
      checkTranslations(draft.data, override);
      await repo.schedule(type, id, at, override);
      return { publishAt: at.toISOString() };
    },

    async unschedule(type: ContentType, id: string): Promise<void> {
      if (!(await repo.schedule(type, id, null, false))) throw notFound();
    },

    /** Publishes every draft whose time has come; returns what it published. */
    async publishDue(): Promise<Array<{ type: ContentType; id: string; version: number }>> {
      const published = [];
      for (const draft of await repo.dueDrafts(clock.now())) {
        const type = draft.type as ContentType;
        try {
          const { version } = await publishDraft(type, draft.itemId, draft, draft.publishOverride, draft.updatedBy);
          published.push({ type, id: draft.itemId, version });
        } catch {
          // Translations went missing after scheduling: the draft stays, unscheduled, for an editor to finish.
          await repo.schedule(type, draft.itemId, null, false);
        }
      }
      return published;
    },

    /** One version, with what it changed from the version before it. */
    async version(type: ContentType, id: string, n: number): Promise<ContentVersionSummary & { data: Data; changes: ContentFieldChange[] }> {
      const [version, previous] = await Promise.all([repo.version(type, id, n), n > 1 ? repo.version(type, id, n - 1) : null]);
      if (!version) throw notFound();
      return { ...summaryOf(version), data: version.data, changes: diffFields(previous?.data ?? null, version.data) };
    },

    /** Publishes an earlier version again, as a new version; a draft in progress is left alone. */
    async restore(type: ContentType, id: string, n: number, by: string | null) {
      const version = await repo.version(type, id, n);
      if (!version) throw notFound();
      return { version: await repo.publish(type, id, version.data, by, clock.now(), false) };
    },

    /** The draft a preview shows in place of the live row, or null. */
    async draftData(type: ContentType, id: string): Promise<Data | null> {
      return (await repo.draft(type, id))?.data ?? null;
    },
  };
}

export type ContentEditingService = ReturnType<typeof contentEditingService>;
