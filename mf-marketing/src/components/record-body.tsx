import type { ImageRef } from '@site/shared/types';
import { useMk } from '../locales';
import { LazyImg } from './lazy-img';

/**
 * The body of a record's page (an article, a project): its picture, its text and its tags. `html`:
 * the body is rich text the API has sanitised (an article's), shown as markup.
 */
export function RecordBody({ image, body, tags, html = false }: { image: ImageRef; body: string; tags: readonly string[]; html?: boolean }) {
  const { t } = useMk();
  return (
    <>
      {image.src ? <LazyImg image={image} width={960} height={480} className="mk-detail-img" /> : null}
      {html ? <div className="mk-prose mk-rich" dangerouslySetInnerHTML={{ __html: body }} /> : <div className="mk-prose">{body}</div>}
      {tags.length ? (
        <ul className="mk-tags" aria-label={t('articles.tags')}>
          {tags.map((tag) => <li key={tag} className="mk-badge">{tag}</li>)}
        </ul>
      ) : null}
    </>
  );
}
