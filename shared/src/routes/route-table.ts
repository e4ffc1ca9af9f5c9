import type { PageRemoteName } from '../remotes';

/**
 * The one route table of the product: every page, which remote owns it, its layout, title,
 * whether it needs a signed-in user, whether customer domains serve it, and whether the
 * sitemap lists it. The shell builds single-spa `activeWhen`, the layout, the title and the
 * auth guard from it; each remote builds its router from it; the API answers unknown paths
 * with 404, writes page titles and the sitemap from it.
 */
export type LayoutName = 'default' | 'auth';

export interface RouteDef {
  /** Stable id used by `href()` and by each remote's page map. */
  id: string;
  /** Path without the language prefix, ':param' segments; '' is home. */
  pattern: string;
  app: PageRemoteName;
  layout: LayoutName;
  /** Translation key in the 'common' namespace under `titles.` */
  titleKey?: string;
  /** Literal title that is not translated ('Support Assistance' is a product name). */
  title?: string;
  /** Needs the auth_user cookie: the guard sends signed-out visitors to the login form. */
  auth?: boolean;
  /** May be served on customer custom domains. */
  customDomain?: boolean;
  /** Listed in /sitemap.xml; a page with params is listed once per record the API knows. */
  sitemap?: boolean;
}

type Extra = Pick<RouteDef, 'sitemap'>;

const marketing = (id: string, pattern: string, titleKey: string, extra: Extra = {}): RouteDef => ({
  id, pattern, app: 'mf-marketing', layout: 'default', titleKey, customDomain: true, sitemap: true, ...extra,
});
/** Sign-in flow steps; only the entry pages (login, register) are worth listing. */
const portalAuth = (id: string, pattern: string, titleKey: string, extra: Extra = {}): RouteDef => ({
  id, pattern, app: 'mf-portal', layout: 'auth', titleKey, customDomain: true, sitemap: false, ...extra,
});
const portalPrivate = (id: string, pattern: string, titleKey: string): RouteDef => ({
  id, pattern, app: 'mf-portal', layout: 'default', titleKey, auth: true, customDomain: true,
});

/** groups, support_services and supporting_members share one sub-route set; the lists are in the sitemap. */
const directory = (base: 'groups' | 'support_services' | 'supporting_members', titleKey: string): RouteDef[] => {
  const r = (id: string, pattern: string, sitemap = false): RouteDef => ({
    id, pattern, app: 'mf-groups', layout: 'default', titleKey, customDomain: true, sitemap,
  });
  const prefix = base.replace('_', '-');
  return [
    r(base === 'groups' ? 'groups' : prefix, base, true),
    r(`${prefix}-details`, `${base}/:id`),
    r(`${prefix}-criteria`, `${base}/:id/criteria`),
    r(`${prefix}-stats`, `${base}/:id/stats`),
    r(`${prefix}-product`, `${base}/:id/product/:productId`),
    r(`${prefix}-service`, `${base}/:id/service/:serviceId`),
  ];
};

export const ROUTES: readonly RouteDef[] = [
  marketing('index', '', 'home'),
  marketing('about', 'about', 'aboutUs'),
  marketing('audios', 'audios', 'audios'),
  marketing('blog', 'blog', 'blog'),
  marketing('blog-details', 'blog/:id', 'blog'),
  marketing('branches', 'branches', 'branches'),
  marketing('contactus', 'contactus', 'contactUs'),
  marketing('features', 'features', 'features'),
  marketing('news', 'news', 'news'),
  marketing('partners', 'partners', 'partners'),
  marketing('plans', 'plans', 'plans'),
  marketing('projects', 'projects', 'projects'),
  marketing('project-details', 'projects/:id', 'projects'),
  marketing('questions', 'questions', 'help'),
  marketing('reviews', 'reviews', 'reviews'),
  marketing('service-details', 'services/:id', 'services'),
  marketing('subscriptionlist', 'subscriptionlist', 'subscriptions'),
  marketing('team', 'team', 'team'),
  marketing('terms', 'terms', 'termsAndConditions'),
  marketing('videos', 'videos', 'videos'),
  marketing('work-method-details', 'work-methods/:id', 'workMethods'),
  { id: 'support-assistance', pattern: 'support-assistance', app: 'mf-marketing', layout: 'default', title: 'Support Assistance', customDomain: true, sitemap: true },
  marketing('changelog', 'changelog', 'changelog'),
  marketing('test', 'test', 'test', { sitemap: false }),
  marketing('test-test', 'test-test', 'test', { sitemap: false }),
  portalAuth('login', 'login', 'login', { sitemap: true }),
  portalAuth('register', 'register', 'register', { sitemap: true }),
  portalAuth('otp', 'otp', 'otp'),
  portalAuth('forgot-password', 'forgot-password', 'forgotPassword'),
  portalAuth('new-password', 'new-password', 'newPassword'),
  portalPrivate('profile', 'profile', 'profile'),
  portalPrivate('tickets', 'tickets', 'tickets'),
  // Before tickets/:id: the first matching route wins.
  portalPrivate('ticket-new', 'tickets/new', 'newTicket'),
  portalPrivate('ticket-details', 'tickets/:id', 'tickets'),
  // The agents' live chat inbox; the page shows clients the 403 screen.
  portalPrivate('inbox', 'inbox', 'inbox'),
  // My join requests (and, for a group's manager, the requests to decide): under the protected /profile prefix.
  { id: 'join-requests', pattern: 'profile/join-requests', app: 'mf-groups', layout: 'default', titleKey: 'joinRequests', auth: true, customDomain: true },
  ...directory('groups', 'groups'),
  ...directory('support_services', 'supportServices'),
  ...directory('supporting_members', 'supportingMembers'),
];
