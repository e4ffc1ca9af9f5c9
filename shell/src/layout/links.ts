import type { RouteId } from '@site/shared/routes';

/** Header and footer link lists: route ids from the shared table plus their label keys. */
export interface NavLink {
  id: RouteId;
  /** 'common:titles.x' or 'shell:x'. */
  label: string;
}

const title = (id: RouteId, key: string): NavLink => ({ id, label: `common:titles.${key}` });

export const HEADER_LINKS: readonly NavLink[] = [
  title('index', 'home'),
  title('about', 'aboutUs'),
  { id: 'features', label: 'shell:nav.servicesAndFeatures' },
  title('blog', 'blog'),
  title('news', 'news'),
  title('projects', 'projects'),
  title('plans', 'plans'),
  title('groups', 'groups'),
  title('contactus', 'contactUs'),
  title('questions', 'help'),
];

export const FOOTER_GROUPS: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: 'shell:footer.company',
    links: [title('about', 'aboutUs'), title('team', 'team'), title('partners', 'partners'), title('branches', 'branches'),
      title('reviews', 'reviews'), title('projects', 'projects'), title('changelog', 'changelog')],
  },
  {
    heading: 'shell:footer.content',
    links: [title('blog', 'blog'), title('news', 'news'), title('videos', 'videos'), title('audios', 'audios')],
  },
  {
    heading: 'shell:footer.services',
    links: [title('features', 'features'), title('plans', 'plans'), title('subscriptionlist', 'subscriptions'),
      title('groups', 'groups'), title('support-services', 'supportServices'), title('supporting-members', 'supportingMembers'),
      { id: 'support-assistance', label: 'shell:footer.supportAssistance' }],
  },
  {
    heading: 'shell:footer.help',
    links: [title('questions', 'help'), title('contactus', 'contactUs'), title('terms', 'termsAndConditions')],
  },
];
