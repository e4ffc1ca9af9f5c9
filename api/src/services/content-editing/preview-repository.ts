import { NotFound } from '../../lib/errors.js';
import { type ContentRepository, contentRepository } from '../content/repository.js';
import type { Deps } from '../deps.js';
import { previewSigner } from './preview.js';
import { CONTENT_TABLES } from './registry.js';
import { contentEditingRepository } from './repository.js';
import { toRow } from './rows.js';

/**
 * The public content as a preview link shows it: everything live, except the one item the link
 * names, which shows its current draft. A link that is not valid, has expired, or names an item
 * without a draft answers 404, so the page is the site's 404 and no draft is guessed at.
 */
export function previewRepository({ db, clock, keys }: Pick<Deps, 'db' | 'clock' | 'keys'>) {
  const signer = previewSigner(keys.contentPreview);
  const editing = contentEditingRepository(db);
  return async (token: string): Promise<ContentRepository> => {
    const grant = signer.verify(token, clock.now());
    const draft = grant ? await editing.draft(grant.type, grant.id) : null;
    if (!grant || !draft) throw new NotFound('contentEditing.previewInvalid');
    const table = CONTENT_TABLES[grant.type];
    return contentRepository(db, { table, row: { ...toRow(table, draft.data), id: grant.id } });
  };
}
