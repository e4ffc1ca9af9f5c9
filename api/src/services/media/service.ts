import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { type MediaAsset, mediaKindOf, mediaUrl } from '@site/shared/media';
import type { Db } from '../../db/client.js';
import { type MediaAssetRow, type UploadRow, mediaAssets } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { invalidField, notFound } from '../../lib/errors.js';
import type { Principal } from '../identity/index.js';
import type { UploadService } from '../uploads/service.js';
import { uploadRepository } from '../uploads/repository.js';
import type { UploadStorage } from '../uploads/storage.js';
import { resizeImage } from './resize.js';

/** What uploads of the media library are attached to: everyone may read them (they are on public pages). */
export const MEDIA_FILES = 'media-asset';

export interface MediaDeps {
  db: Db;
  clock: Clock;
  uploads: UploadService;
  storage: UploadStorage;
}

type Alt = { en: string; ar: string };

function describe(row: MediaAssetRow, upload: UploadRow): MediaAsset {
  return {
    id: row.id,
    kind: row.kind,
    type: upload.type,
    name: upload.name,
    size: upload.size,
    alt: row.alt,
    width: row.width,
    height: row.height,
    url: mediaUrl(row.id),
    sizes: row.variants.map((v) => ({ width: v.width, url: mediaUrl(row.id, v.width) })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The media library over the upload service: a file is first received and checked by its bytes
 * (POST /api/uploads, purpose `media`), then described here with its alt text and, for an image,
 * resized. Assets are public once created: pages show them to everyone.
 */
export function createMediaService({ db, clock, uploads, storage }: MediaDeps) {
  async function withUpload(row: MediaAssetRow) {
    const upload = await uploadRepository.find(db, row.uploadId);
    if (!upload) throw notFound();
    return { row, upload };
  }
  async function find(id: string) {
    const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
    if (!row) throw notFound();
    return withUpload(row);
  }

  return {
    /** Makes the caller's pending `media` upload an asset: resized copies first, then one transaction. */
    async create(principal: Principal, input: { uploadId: string; alt: Alt }): Promise<MediaAsset> {
      const upload = await uploadRepository.find(db, input.uploadId);
      const mine = upload && upload.ownerKind === principal.kind && upload.ownerId === principal.id && upload.attachedKind === null && upload.purpose === 'media';
      const kind = upload ? mediaKindOf(upload.type) : null;
      if (!mine || !kind) throw invalidField('uploadId');
      const id = randomUUID();
      const image = kind === 'image' ? await resizeImage(storage, upload.storageKey) : null;
      try {
        const row = await db.transaction(async (tx) => {
          await uploads.attach(tx, { ids: [upload.id], principal, purpose: 'media', to: { kind: MEDIA_FILES, id } }, 'uploadId');
          const [inserted] = await tx.insert(mediaAssets).values({
            id, uploadId: upload.id, kind, alt: input.alt, width: image?.width ?? null, height: image?.height ?? null,
            variants: image?.variants ?? [], createdBy: principal.account?.id ?? null, createdAt: clock.now(),
          }).returning();
          return inserted!;
        });
        return describe(row, upload);
      } catch (error) {
        for (const variant of image?.variants ?? []) await storage.remove(variant.key);
        throw error;
      }
    },

    async list(): Promise<MediaAsset[]> {
      const rows = await db.select().from(mediaAssets).orderBy(desc(mediaAssets.createdAt)).limit(500);
      const described = await Promise.all(rows.map(withUpload));
      return described.map(({ row, upload }) => describe(row, upload));
    },

    async get(id: string): Promise<MediaAsset> {
      const { row, upload } = await find(id);
      return describe(row, upload);
    },

    async updateAlt(id: string, alt: Alt): Promise<MediaAsset> {
      const { upload } = await find(id);
      const [row] = await db.update(mediaAssets).set({ alt }).where(eq(mediaAssets.id, id)).returning();
      return describe(row!, upload);
    },

    /** The bytes a public page asks for: the original, or the copy `width` pixels wide; null when there is none. */
    async open(id: string, width?: number) {
      const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
      if (!row) return null;
      if (width === undefined) {
        const upload = await uploadRepository.find(db, row.uploadId);
        const stream = upload ? await storage.read(upload.storageKey) : null;
        return upload && stream ? { stream, type: upload.type, size: upload.size } : null;
      }
      const variant = row.variants.find((v) => v.width === width);
      const stream = variant ? await storage.read(variant.key) : null;
      return variant && stream ? { stream, type: 'image/webp', size: variant.size } : null;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
