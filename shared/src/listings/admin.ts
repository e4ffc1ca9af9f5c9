import { z } from 'zod';
import { FACET_KEY, LISTING_STATUSES, OFFERING_KINDS, SECTION_IDS, type ListingStatus, type OfferingKind, type Section } from './constants';

/*
 * The console's directory bodies (checked after the permission). Texts are stored in both
 * languages side by side, so every text field takes both.
 */
const localText = (max: number) => z.object({ ar: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
const facetText = z.object({ key: z.string().trim().max(60).regex(FACET_KEY), ar: z.string().trim().min(1).max(80), en: z.string().trim().min(1).max(80) });
const optionalText = (inner: z.ZodType<string>) => z.union([inner, z.literal('')]).optional();

/** What a listing's manager may change: how it describes itself and how to reach it. */
export const listingDetailsSchema = z.object({
  speciality: localText(200),
  about: localText(4000),
  website: optionalText(z.url({ protocol: /^https?$/ }).max(300)),
  contacts: z
    .object({
      phone: optionalText(z.string().trim().max(30)),
      email: optionalText(z.email().max(254)),
      whatsapp: optionalText(z.string().trim().max(30)),
    })
    .strict()
    .default({}),
});

/** What an admin may change besides: the name, filters' values and whether it is open. */
export const listingCoreSchema = listingDetailsSchema.extend({
  name: localText(120),
  type: facetText,
  location: facetText,
  categories: z.array(facetText).max(10).default([]),
  status: z.enum(LISTING_STATUSES),
});

/** A new listing: its section and public id are fixed from then on. */
export const listingCreateSchema = listingCoreSchema.extend({
  section: z.enum(SECTION_IDS),
  slug: z.string().trim().min(2).max(80).regex(FACET_KEY),
});

/** The highest price a product or service may have, in whole riyals. */
export const PRICE_MAX = 10_000_000;
const price = z.number().int().min(0).max(PRICE_MAX);

const offeringFields = z.object({
  name: localText(120),
  summary: localText(300),
  description: localText(4000),
  priceMin: price,
  priceMax: price,
});
const inOrder = (o: { priceMin: number; priceMax: number }) => o.priceMin <= o.priceMax;
/** A range whose ends are swapped: one message key, which the API and the console both translate. */
const PRICE_ORDER = { path: ['priceMax'], message: 'directory.priceOrder' };

/**
 * A product's or service's editable part, in both languages; prices are whole riyals (SAR), a
 * fixed price when both ends are equal.
 */
export const offeringBodySchema = offeringFields.refine(inOrder, PRICE_ORDER);

/** A new product or service: its kind and public id are fixed from then on. */
export const offeringCreateSchema = offeringFields
  .extend({ kind: z.enum(OFFERING_KINDS), slug: z.string().trim().min(2).max(80).regex(FACET_KEY) })
  .refine(inOrder, PRICE_ORDER);

export type OfferingBody = z.output<typeof offeringBodySchema>;
export type OfferingCreateBody = z.output<typeof offeringCreateSchema>;

/** A product or service as the console edits it. */
export interface DirectoryOffering {
  id: string;
  kind: OfferingKind;
  slug: string;
  name: LocalText;
  summary: LocalText;
  description: LocalText;
  priceMin: number;
  priceMax: number;
}

/** A bare host name: lower-case labels, at least two, no port or trailing dot. */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const listingDomainSchema = z.object({ domain: z.string().trim().toLowerCase().regex(DOMAIN_PATTERN) });

export type ListingDetailsInput = z.input<typeof listingDetailsSchema>;
export type ListingDetailsBody = z.output<typeof listingDetailsSchema>;
export type ListingCoreInput = z.input<typeof listingCoreSchema>;
export type ListingCoreBody = z.output<typeof listingCoreSchema>;
export type ListingCreateInput = z.input<typeof listingCreateSchema>;
export type ListingCreateBody = z.output<typeof listingCreateSchema>;

type LocalText = { ar: string; en: string };
type FacetText = LocalText & { key: string };

/** A listing as the console edits it: both languages of every text. */
export interface DirectoryListing {
  id: string;
  section: Section;
  slug: string;
  name: LocalText;
  speciality: LocalText;
  about: LocalText;
  type: FacetText;
  location: FacetText;
  categories: FacetText[];
  status: ListingStatus;
  website: string;
  contacts: { phone?: string; email?: string; whatsapp?: string };
  /** The customer's own domain serving this listing's site, if mapped. */
  domain: string | null;
}

/**
 * Whether a mapped domain's DNS reaches the site: `points` (a CNAME to the site's host or an
 * address of the site), `elsewhere` (it resolves, but not to us), `missing` (no such name or no
 * records), `unknown` (the site's own host is not configured, or the lookup failed).
 */
export const DNS_STATES = ['points', 'elsewhere', 'missing', 'unknown'] as const;
export type DnsState = (typeof DNS_STATES)[number];
export interface DnsCheck {
  domain: string;
  state: DnsState;
  /** What the name resolved to (CNAME targets and addresses), for the admin to compare. */
  found: string[];
  /** What it should resolve to. */
  expected: string[];
}
