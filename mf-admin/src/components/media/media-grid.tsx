import type { MediaAsset } from '@site/shared/media';
import { formatNumber, useLang } from '@site/shared/i18n';
import { Button, EmptyState } from '@site/shared/ui/core';
import { useAdminT } from '../../locales';
import './media.css';

export interface MediaGridProps {
  items: MediaAsset[];
  /** When given, each asset has a button that chooses it (the editor's picker). */
  onPick?: (asset: MediaAsset) => void;
  label: string;
}

/** Assets as cards: a small copy of an image (its alt text in the page's language), or the kind. */
export function MediaGrid({ items, onPick, label }: MediaGridProps) {
  const { t } = useAdminT();
  const lang = useLang();
  if (items.length === 0) return <EmptyState title={t('media.empty')} description={null} />;
  return (
    <ul className="ad-media-grid" aria-label={label}>
      {items.map((asset) => (
        <li key={asset.id} className="ui-card">
          {asset.kind === 'image'
            ? <img src={asset.sizes[0]?.url ?? asset.url} alt={asset.alt[lang]} loading="lazy" />
            : <p className="ad-media-kind">{t(`media.kinds.${asset.kind}`)}</p>}
          <p>{asset.alt[lang]}</p>
          <p className="ui-field__hint">
            {asset.width && asset.height ? `${formatNumber(asset.width, lang)} × ${formatNumber(asset.height, lang)} · ` : ''}
            <span dir="ltr">{asset.name}</span>
          </p>
          {onPick
            ? <Button variant="secondary" size="sm" onClick={() => onPick(asset)}>{t('media.pick', { name: asset.alt[lang] })}</Button>
            : <p className="ui-field__hint"><span>{t('media.address')}</span> <code dir="ltr">{asset.sizes.at(-1)?.url ?? asset.url}</code></p>}
        </li>
      ))}
    </ul>
  );
}
