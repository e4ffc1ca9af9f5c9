import type { Facet, ListingDetail, ListingSummary, OfferingSummary, Price } from '@site/shared/listings';
import type { FacetText, ListingRow, LocalText, OfferingRow } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/index.js';

/** Rows to the shapes the API answers, in the request language. */
export const pick = (text: LocalText, lang: Lang) => text[lang] || text.en;
export const facet = (value: FacetText, lang: Lang): Facet => ({ key: value.key, label: pick(value, lang) });

export function toSummary(row: ListingRow, lang: Lang): ListingSummary {
  return {
    id: row.slug,
    section: row.section,
    name: pick(row.name, lang),
    type: facet(row.type, lang),
    categories: row.categories.map((c) => facet(c, lang)),
    location: facet(row.location, lang),
    speciality: pick(row.speciality, lang),
    rating: Number(row.rating),
    membersCount: row.membersCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    image: row.image,
  };
}

export const toPrice = (row: Pick<OfferingRow, 'priceMin' | 'priceMax'>): Price => ({
  kind: row.priceMin === row.priceMax ? 'fixed' : 'range',
  min: row.priceMin,
  max: row.priceMax,
  currency: 'SAR',
});

export function toOfferingSummary(row: OfferingRow, lang: Lang): OfferingSummary {
  return { id: row.slug, kind: row.kind, name: pick(row.name, lang), summary: pick(row.summary, lang), image: row.images[0] ?? null, price: toPrice(row) };
}

type DetailExtras = Pick<ListingDetail, 'manager' | 'products' | 'services' | 'related'>;

export function toDetail(row: ListingRow, lang: Lang, extras: DetailExtras): ListingDetail {
  return {
    ...toSummary(row, lang),
    ...extras,
    about: pick(row.about, lang),
    website: row.website,
    contacts: { ...row.contacts, ...(row.website ? { website: row.website } : {}) },
    criteria: row.criteria.map((c) => pick(c, lang)),
    rules: row.rules.map((r) => pick(r, lang)),
    supportRate: row.supportRate === null ? null : Number(row.supportRate),
    commissionRate: row.commissionRate === null ? null : Number(row.commissionRate),
    audios: row.audios.map((a) => ({ ...a, title: pick(a.title, lang) })),
    profile: row.profile.map((p) => ({ label: pick(p.label, lang), value: pick(p.value, lang) })),
  };
}
