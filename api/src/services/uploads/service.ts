import type { Readable } from 'node:stream';
import { FILE_TYPES, type UploadPurpose, isFileType, policyFor } from '@site/shared/uploads';
import type { UploadedFile } from '@site/shared/types';
import type { Db } from '../../db/client.js';
import type { UploadRow } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/index.js';
import { type Clock, DAY } from '../../lib/clock.js';
import { type DomainError, Limited, invalidField } from '../../lib/errors.js';
import type { Principal } from '../identity/index.js';
import type { LimitStore } from '../limits/store.js';
import { displayName } from './naming.js';
import { storeChecked } from './receive.js';
import { QUOTA_UNIT, noSpace, quotaReached, quotasOf } from './quotas.js';
import { type AttachedIds, uploadRepository as repo, type Owner } from './repository.js';
import { type LinkSigner, linkSigner } from './signing.js';
import type { ByteRange, UploadStorage } from './storage.js';

/** Whether `principal` may see the record (`attachedId`) that uploads of one kind are attached to. */
export type AccessResolver = (principal: Principal, attachedId: string) => Promise<boolean>;

/** Files uploaded but never attached, per owner: enough for any form, small enough to bound disk use. */
export const MAX_PENDING_PER_OWNER = 100;

export interface UploadServiceDeps {
  db: Db;
  storage: UploadStorage;
  clock: Clock;
  /** Base of the links handed out, e.g. `/api` or `https://api.example.com/api`. */
  apiBaseUrl: string;
  /** Key that signs download links (derived from the server secret). */
  linkKey: Buffer;
  /** Where the daily byte quotas are counted. */
  limits: LimitStore;
  /** Free bytes the upload disk must keep: a file that could eat into them is refused (UPLOAD_MIN_FREE_MB). */
  minFreeBytes: number;
}

export interface AttachRequest {
  /** Upload ids from the feature's request body. */
  ids: string[];
  /** Who sent the request: only their own pending uploads can be attached. */
  principal: Principal;
  /** The purpose the uploads must have been sent for. */
  purpose: UploadPurpose;
  /** The record they become part of; its access resolver decides who may download them from now on. */
  to: { kind: string; id: string };
}

export type UploadService = ReturnType<typeof createUploadService>;

const ownerOf = (principal: Principal): Owner => ({ kind: principal.kind, id: principal.id });

export function createUploadService(deps: UploadServiceDeps) {
  const { db, storage, clock } = deps;
  const resolvers = new Map<string, AccessResolver>();
  const signer: LinkSigner = linkSigner(deps.linkKey);
  const base = deps.apiBaseUrl.replace(/\/+$/, '');

  function describe(row: UploadRow): UploadedFile {
    const { exp, sig } = signer.sign(row.id, clock.now());
    return { id: row.id, name: row.name, type: row.type, size: row.size, url: `${base}/uploads/${row.id}?exp=${exp}&sig=${sig}` };
  }

  async function mayRead(row: UploadRow, principal: Principal | null): Promise<boolean> {
    if (!principal) return false;
    if (row.attachedKind === null || row.attachedId === null) return row.ownerKind === principal.kind && row.ownerId === principal.id;
    const resolve = resolvers.get(row.attachedKind);
    return resolve ? resolve(principal, row.attachedId) : false;
  }

  /** Whether storing `bytes` more would leave the disk less than its reserve (false when the store cannot tell). */
  async function lowOnSpace(bytes: number): Promise<boolean> {
    const free = (await storage.freeBytes?.()) ?? null;
    return free !== null && free - bytes < deps.minFreeBytes;
  }

  async function removeRows(rows: UploadRow[]): Promise<number> {
    for (const row of rows) await storage.remove(row.storageKey);
    return rows.length;
  }

  return {
    describe,
    /** The bytes' store, for features that keep derived files beside an upload (the media library's resized images). */
    storage,

    /** For readiness: 'low' once the disk holds less than twice its reserve, null when the store cannot tell. */
    async diskState(): Promise<'ok' | 'low' | null> {
      const free = (await storage.freeBytes?.()) ?? null;
      if (free === null) return null;
      return free < 2 * deps.minFreeBytes ? 'low' : 'ok';
    },

    /** Declares who may download uploads attached to records of `kind` (e.g. 'ticket-reply'). */
    registerAccess(kind: string, resolve: AccessResolver): void {
      if (resolvers.has(kind)) throw new Error(`Upload access for "${kind}" is already registered`);
      resolvers.set(kind, resolve);
    },

    /**
     * Checks and stores one file sent by `principal` from `ip`, within the day's byte quotas and
     * the disk's reserve; the upload stays theirs until attached.
     */
    async receive(principal: Principal, purpose: UploadPurpose, file: { filename: string; stream: Readable }, lang: Lang, ip: string | null): Promise<UploadedFile> {
      const refuse = (error: DomainError) => {
        file.stream.resume();
        return error;
      };
      if ((await repo.countPending(db, ownerOf(principal))) >= MAX_PENDING_PER_OWNER) throw refuse(new Limited('uploads.tooManyPending'));
      const quotas = quotasOf(principal, ip);
      let bytesLeft = Number.POSITIVE_INFINITY;
      for (const quota of quotas) bytesLeft = Math.min(bytesLeft, quota.bytes - (await deps.limits.hit(quota.key, DAY, 0)).count * QUOTA_UNIT);
      if (bytesLeft <= 0) throw refuse(quotaReached());
      if (await lowOnSpace(policyFor(purpose).maxBytes)) throw refuse(noSpace());
      const stored = await storeChecked(storage, file.stream, purpose, lang, { bytesLeft, refusal: quotaReached });
      // Charged once stored; parallel uploads may pass the check together, each at most one file's size over.
      for (const quota of quotas) await deps.limits.hit(quota.key, DAY, Math.ceil(stored.size / QUOTA_UNIT));
      try {
        const row = await repo.insert(db, {
          storageKey: stored.key,
          name: displayName(file.filename, stored.type),
          type: stored.type,
          size: stored.size,
          purpose,
          ownerKind: principal.kind,
          ownerId: principal.id,
          createdAt: clock.now(),
        });
        return describe(row);
      } catch (error) {
        await storage.remove(stored.key);
        throw error;
      }
    },

    /** Forgets a stored file whose request failed after it was received. */
    async discard(id: string): Promise<void> {
      const row = await repo.find(db, id);
      if (!row) return;
      await repo.deleteById(db, id);
      await storage.remove(row.storageKey);
    },

    /**
     * The upload and its bytes, for a caller holding a valid signed link or a principal allowed
     * to see it; null for everyone else (the route answers 404, so ids do not leak).
     */
    async open(id: string, proof: { principal: Principal | null; link?: { exp: number; sig: string } }, range?: (size: number) => ByteRange | null) {
      const row = await repo.find(db, id);
      if (!row) return null;
      const linked = proof.link ? signer.verify(id, proof.link.exp, proof.link.sig, clock.now()) : false;
      if (!linked && !(await mayRead(row, proof.principal))) return null;
      const wanted = range?.(row.size) ?? null;
      const stream = await storage.read(row.storageKey, wanted ?? undefined);
      if (!stream) return null;
      const inline = isFileType(row.type) && FILE_TYPES[row.type].inline;
      return { row, stream, range: wanted, inline };
    },

    /**
     * Makes pending uploads part of a record, inside the feature's transaction (`db` may be `tx`).
     * Every id must be the principal's own, pending and of `purpose`; otherwise nothing is attached
     * and a 422 names the field.
     */
    async attach(tx: Db, request: AttachRequest, field = 'attachments'): Promise<UploadedFile[]> {
      const ids = [...new Set(request.ids)];
      const rows = await repo.attach(tx, ids, ownerOf(request.principal), request.purpose, request.to, clock.now());
      if (rows.length !== ids.length) throw invalidField(field);
      return rows.map(describe);
    },

    /**
     * The files attached to each record, with fresh links (for a list or detail answer), for
     * records of several kinds at once (`{ ticket: [id], 'ticket-reply': replyIds }`). Keyed by
     * record id: ids are UUIDs, unique across kinds. A kind's ids may be a query that selects
     * them (as text), so the files are read in the same round trip as the records.
     */
    async listAttached(targets: Record<string, AttachedIds>): Promise<Map<string, UploadedFile[]>> {
      const byRecord = new Map<string, UploadedFile[]>(Object.values(targets).flatMap((ids) => (Array.isArray(ids) ? ids : [])).map((id) => [id, []]));
      for (const row of await repo.listAttached(db, targets)) {
        const files = byRecord.get(row.attachedId!) ?? [];
        if (files.length === 0) byRecord.set(row.attachedId!, files);
        files.push(describe(row));
      }
      return byRecord;
    },

    /** Deletes the files of a deleted record; call it after the feature's delete has committed. */
    async removeAttached(kind: string, id: string): Promise<number> {
      return removeRows(await repo.deleteAttached(db, kind, id));
    },

    /** Deletes up to `limit` uploads never attached and older than `before` (the cleanup job). */
    async purgePending(before: Date, limit = 500): Promise<number> {
      return removeRows(await repo.deletePendingBefore(db, before, limit));
    },
  };
}
