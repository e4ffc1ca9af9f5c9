import { api, revalidateApi } from '@site/shared/api';
import type { DirectoryListing, DirectoryOffering, ListingDetailsBody, OfferingBody, OfferingCreateBody } from '@site/shared/listings/admin';

/**
 * Whose listing a screen edits: `own` is a manager's (`/admin/my-listings`, scoped to them by the
 * API), `any` an admin's (`/admin/directory`).
 */
export type ListingScope = 'own' | 'any';

export const MY_LISTINGS_KEY = '/admin/my-listings';
const listingPath = (scope: ListingScope, id: string) => `${scope === 'own' ? MY_LISTINGS_KEY : '/admin/directory'}/${id}`;
export const offeringsKey = (scope: ListingScope, id: string) => `${listingPath(scope, id)}/offerings`;

// Forms show a failure themselves, so their calls are silent (no toast repeats it).
export const listingsApi = {
  updateOwn: (id: string, body: ListingDetailsBody) => api.put<DirectoryListing>(listingPath('own', id), body, { silent: true }),
  createOffering: (scope: ListingScope, id: string, body: OfferingCreateBody) => api.post<DirectoryOffering>(offeringsKey(scope, id), body, { silent: true }),
  updateOffering: (scope: ListingScope, id: string, offeringId: string, body: OfferingBody) =>
    api.put<DirectoryOffering>(`${offeringsKey(scope, id)}/${offeringId}`, body, { silent: true }),
  removeOffering: (scope: ListingScope, id: string, offeringId: string) => api.delete<void>(`${offeringsKey(scope, id)}/${offeringId}`),
};

export const reloadOfferings = (scope: ListingScope, id: string) => revalidateApi(offeringsKey(scope, id));
export const reloadMyListings = () => revalidateApi(MY_LISTINGS_KEY);
