import { listingQuerySchema } from '@site/shared/listings/query';
import { parseListQuery } from './list-query';

describe('the list query of an address', () => {
  it('is the schema\'s defaults when the address has no query, without the schema', () => {
    expect(parseListQuery(new URLSearchParams(), null)).toEqual(parseListQuery(new URLSearchParams('unknown=1'), listingQuerySchema));
  });

  it('keeps what the API accepts and drops what it would refuse', () => {
    expect(parseListQuery(new URLSearchParams('q=web&sort=bogus&page=3'), listingQuerySchema)).toEqual({ q: 'web', sort: 'newest', page: 3 });
  });
});
