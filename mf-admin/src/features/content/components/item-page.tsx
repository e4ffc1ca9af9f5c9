import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useApi } from '@site/shared/api';
import { type ContentItem, type ContentType, isContentType } from '@site/shared/content-editing';
import { useLang } from '@site/shared/i18n';
import { can } from '@site/shared/permissions';
import { href } from '@site/shared/routes';
import { EmptyState, PageHeader, Skeleton } from '@site/shared/ui/core';
import { SectionGate } from '../../../components/section-gate';
import { useAdminT } from '../../../locales';
import { contentPaths, type ItemWithVersions } from '../api/content-api';
import { blankLike } from '../fields';
import { ItemEditor } from './item-editor';
import { itemTitle } from './item-title';
import { VersionHistory } from './version-history';
import '../content.css';

/** /admin/content/:type/:id: one item's editor, its publishing and its history. */
export function ItemPage() {
  const { t } = useAdminT();
  const lang = useLang();
  const { type = '', id = '' } = useParams();
  return (
    <section className="ad-page" aria-labelledby="ad-item-title">
      <p><Link to={`${href('admin-content', lang)}?type=${type}`}>{t('content.back')}</Link></p>
      <SectionGate permission="content.edit">
        {(me) => isContentType(type)
          ? <ItemLoader type={type} id={id} mayPublish={can(me, 'content.publish')} />
          : <EmptyState title={t('content.notFound')} description={null} />}
      </SectionGate>
    </section>
  );
}

function ItemLoader({ type, id, mayPublish }: { type: ContentType; id: string; mayPublish: boolean }) {
  const { t } = useAdminT();
  const lang = useLang();
  const [params] = useSearchParams();
  const item = useApi<ItemWithVersions>(contentPaths.item(type, id), { request: { silent: true } });
  // The form starts again only when its data changed elsewhere (a discarded draft, a restored
  // version); after a save it already shows what was saved, and keeps focus and preview links.
  const [generation, setGeneration] = useState(0);
  const replaced = async () => {
    await item.mutate();
    setGeneration((n) => n + 1);
  };
  // A new item has no row yet: its form takes the shape of the type's first item.
  const isNew = item.error?.status === 404 && params.get('new') === '1';
  const list = useApi<{ items: ContentItem[] }>(isNew ? contentPaths.list(type) : null);

  if (item.error && !isNew) return <EmptyState title={t('content.notFound')} description={null} />;
  const sample = list.data?.items[0];
  const data = item.data ? (item.data.draft?.data ?? item.data.live) : sample ? blankLike(sample.draft?.data ?? sample.live ?? {}, new Date()) : null;
  if (!data) return <Skeleton lines={6} />;
  const title = item.data ? itemTitle(item.data, lang) : id;
  return (
    <>
      <PageHeader title={<span id="ad-item-title">{title}</span>} subtitle={t(`content.types.${type}`)} />
      <ItemEditor
        key={generation}
        type={type} id={id} data={data} item={item.data ?? null} mayPublish={mayPublish}
        onChanged={() => item.mutate()} onReplaced={replaced}
      />
      {item.data && item.data.versions.length > 0 && (
        <VersionHistory type={type} id={id} versions={item.data.versions} mayRestore={mayPublish} onRestored={replaced} />
      )}
    </>
  );
}
