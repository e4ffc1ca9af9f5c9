import type {
  Article,
  Branch,
  ChangelogEntry,
  CompanyInfo,
  Faq,
  Feature,
  HomeContent,
  MediaItem,
  Partner,
  Plan,
  Project,
  Service,
  Subscription,
  TeamMember,
  TermsSection,
  Testimonial,
  WorkMethod,
} from '@site/shared/types';
import type * as t from '../../db/schema/content.js';
import type { Lang } from '../../i18n/index.js';
import { image, pick, pickList } from './localize.js';
import { articleBodyHtml } from '../content-editing/rich-text.js';

/*
 * Content rows -> the shared API types, in one language. Each row stores both languages;
 * these pick one, so the repository only decides what to read and in which order.
 */

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const toFeature = (r: Row<typeof t.features>, lang: Lang): Feature => ({
  id: r.id,
  title: pick(r.title, lang),
  summary: pick(r.summary, lang),
  icon: r.icon,
});

export const toService = (r: Row<typeof t.services>, lang: Lang): Service => ({
  id: r.id,
  title: pick(r.title, lang),
  summary: pick(r.summary, lang),
  body: pick(r.body, lang),
  icon: r.icon,
  image: image(r.imageSrc, r.imageAlt, lang),
});

export const toWorkMethod = (r: Row<typeof t.workMethods>, lang: Lang): WorkMethod => ({
  id: r.id,
  step: r.step,
  title: pick(r.title, lang),
  summary: pick(r.summary, lang),
  body: pick(r.body, lang),
});

export const toTestimonial = (r: Row<typeof t.testimonials>, lang: Lang): Testimonial => ({
  id: r.id,
  author: pick(r.author, lang),
  role: pick(r.role, lang),
  quote: pick(r.quote, lang),
  rating: r.rating,
  avatar: image(r.avatarSrc, r.avatarAlt, lang),
});

export const toFaq = (r: Row<typeof t.faqs>, lang: Lang): Faq => ({
  id: r.id,
  question: pick(r.question, lang),
  answer: pick(r.answer, lang),
  category: pick(r.category, lang),
});

export const toArticle = (r: Row<typeof t.articles>, lang: Lang): Article => ({
  id: r.id,
  kind: r.kind,
  title: pick(r.title, lang),
  excerpt: pick(r.excerpt, lang),
  body: articleBodyHtml(pick(r.body, lang)),
  author: pick(r.author, lang),
  publishedAt: r.publishedAt.toISOString(),
  image: image(r.imageSrc, r.imageAlt, lang),
  tags: pickList(r.tags, lang),
});

export const toProject = (r: Row<typeof t.projects>, lang: Lang): Project => ({
  id: r.id,
  title: pick(r.title, lang),
  client: pick(r.client, lang),
  summary: pick(r.summary, lang),
  body: pick(r.body, lang),
  image: image(r.imageSrc, r.imageAlt, lang),
  tags: pickList(r.tags, lang),
  year: r.year,
});

export const toHero = (r: Row<typeof t.homeHero>, lang: Lang): HomeContent['hero'] => ({
  title: pick(r.title, lang),
  subtitle: pick(r.subtitle, lang),
  ctaLabel: pick(r.ctaLabel, lang),
  ctaHref: r.ctaHref,
  image: image(r.imageSrc, r.imageAlt, lang),
});

export const toCompany = (r: Row<typeof t.companyInfo>, lang: Lang): CompanyInfo => ({
  name: pick(r.name, lang),
  story: pick(r.story, lang),
  mission: pick(r.mission, lang),
  vision: pick(r.vision, lang),
  timeZone: r.timeZone,
  hours: [...r.hours].sort((a, b) => a.weekday - b.weekday),
  taxNumber: r.taxNumber,
  commercialRegistration: r.commercialRegistration,
  phone: r.phone,
  email: r.email,
  address: pick(r.address, lang),
  map: { lat: r.mapLat, lng: r.mapLng, embedUrl: r.mapEmbedUrl },
});

export const toMediaItem = (r: Row<typeof t.mediaItems>, lang: Lang): MediaItem => ({
  id: r.id,
  kind: r.kind,
  title: pick(r.title, lang),
  description: pick(r.description, lang),
  src: r.src,
  mimeType: r.mimeType,
  poster: r.posterSrc,
  captionsSrc: r.captionsSrc ? pick(r.captionsSrc, lang) : null,
  durationSeconds: r.durationSeconds,
  publishedAt: r.publishedAt.toISOString(),
});

export const toPartner = (r: Row<typeof t.partners>, lang: Lang): Partner => ({
  id: r.id,
  name: pick(r.name, lang),
  description: pick(r.description, lang),
  logo: image(r.logoSrc, r.name, lang),
  website: r.website,
});

export const toBranch = (r: Row<typeof t.branches>, lang: Lang): Branch => ({
  id: r.id,
  name: pick(r.name, lang),
  city: pick(r.city, lang),
  address: pick(r.address, lang),
  buildingNumber: r.buildingNumber,
  floorNumber: r.floorNumber,
  mobile: r.mobile,
  website: r.website,
  whatsapp: r.whatsapp,
});

export const toTeamMember = (r: Row<typeof t.teamMembers>, lang: Lang): TeamMember => ({
  id: r.id,
  name: pick(r.name, lang),
  role: pick(r.role, lang),
  bio: pick(r.bio, lang),
  photo: image(r.photoSrc, r.name, lang),
});

export const toPlan = (r: Row<typeof t.plans>, lang: Lang): Plan => ({
  id: r.id,
  name: pick(r.name, lang),
  description: pick(r.description, lang),
  monthlyPrice: r.monthlyPrice,
  yearlyPrice: r.yearlyPrice,
  currency: 'SAR',
  features: pickList(r.features, lang),
  highlighted: r.highlighted,
});

export const toSubscription = (r: Row<typeof t.subscriptions>, lang: Lang): Subscription => ({
  id: r.id,
  name: pick(r.name, lang),
  description: pick(r.description, lang),
  price: r.price,
  currency: 'SAR',
  period: r.period,
});

export const toTermsSection = (r: Row<typeof t.termsSections>, lang: Lang): TermsSection => ({
  id: r.id,
  title: pick(r.title, lang),
  body: pick(r.body, lang),
});

export const toChangelogEntry = (r: Row<typeof t.changelogEntries>, lang: Lang): ChangelogEntry => ({
  id: r.id,
  version: r.version,
  releasedAt: r.releasedAt,
  kind: r.kind,
  text: pick(r.text, lang),
});
