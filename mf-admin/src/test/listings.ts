/** A listing as the console's directory and "my listings" screens receive it. */
const text = (en: string, ar: string) => ({ en, ar });

export const LISTING = {
  id: 'l-1',
  section: 'groups',
  slug: 'riyadh-web',
  name: text('Riyadh Web', 'ويب الرياض'),
  speciality: text('Web', 'الويب'),
  about: text('About', 'نبذة'),
  type: { key: 'community', ...text('Community', 'مجتمع') },
  location: { key: 'riyadh', ...text('Riyadh', 'الرياض') },
  categories: [],
  status: 'open',
  website: '',
  contacts: {} as Record<string, string>,
  domain: 'shop.customer.test' as string | null,
};
