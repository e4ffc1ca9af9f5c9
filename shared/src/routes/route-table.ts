import type { Section } from '../listings/constants';
import type { PageRemoteName } from '../remotes';

/**
 * The one route table of the product: every page, which remote owns it, its layout, title,
 * whether it needs a signed-in user, whether customer domains serve it, and whether the
 * sitemap lists it. The shell builds single-spa `activeWhen`, the layout, the title and the
 * auth guard from it; each remote builds its router from it; the API answers unknown paths
 * with 404, writes page titles and the sitemap from it.
 *
 * Each id is written out here in full, beside its address, so a search for either lands here.
 * The ids are a type (`RouteId`): `href()`, each remote's page map and its server loaders are
 * keyed by it, so a typo or a route without a page fails the type check.
 */
export type LayoutName = 'default' | 'auth';

interface RouteShape {
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
  /**
   * May be served on a customer's own domain: its record's pages (only that record's: see
   * `tenantServes`), signing in and the account pages a client needs there. Any other page on
   * such a domain goes to the main site (or is a 404 without PUBLIC_URL).
   */
  customDomain?: boolean;
  /** Listed in /sitemap.xml; a page with params is listed once per record the API knows. */
  sitemap?: boolean;
}

const marketing = <const I extends string, const P extends string>(id: I, pattern: P, titleKey: string, sitemap = true) =>
  ({ id, pattern, app: 'mf-marketing', layout: 'default', titleKey, customDomain: false, sitemap }) as const;
/** Sign-in flow steps; only the entry pages (login, register) are worth listing. */
const portalAuth = <const I extends string, const P extends string>(id: I, pattern: P, titleKey: string, sitemap = false) =>
  ({ id, pattern, app: 'mf-portal', layout: 'auth', titleKey, customDomain: true, sitemap }) as const;
/** A signed-in page; `customDomain` for the account pages a client of a customer's site needs (the profile). */
const portalPrivate = <const I extends string, const P extends string>(id: I, pattern: P, titleKey: string, customDomain = false) =>
  ({ id, pattern, app: 'mf-portal', layout: 'default', titleKey, auth: true, customDomain }) as const;

/**
 * A staff console page (mf-admin). Signed-in only; which staff may use it is the page's section
 * permission (mf-admin/src/sections.ts), and the others get the 403 screen there.
 */
const consolePage = <const I extends string, const P extends string>(id: I, pattern: P, titleKey: string) =>
  ({ id, pattern, app: 'mf-admin', layout: 'default', titleKey, auth: true, customDomain: false, sitemap: false }) as const;

/** The pages every directory section has: its list, and a record's tabs and offerings. */
export const SECTION_PAGES = ['list', 'details', 'criteria', 'stats', 'product', 'service'] as const;
export type SectionPage = (typeof SECTION_PAGES)[number];

/**
 * The route ids of the directory's three sections (mf-groups), page by page. mf-groups links
 * between a section's pages, and to related records of another section, through this table.
 */
export const SECTION_ROUTES = {
  groups: {
    list: 'groups', details: 'groups-details', criteria: 'groups-criteria',
    stats: 'groups-stats', product: 'groups-product', service: 'groups-service',
  },
  'support-services': {
    list: 'support-services', details: 'support-services-details', criteria: 'support-services-criteria',
    stats: 'support-services-stats', product: 'support-services-product', service: 'support-services-service',
  },
  'supporting-members': {
    list: 'supporting-members', details: 'supporting-members-details', criteria: 'supporting-members-criteria',
    stats: 'supporting-members-stats', product: 'supporting-members-product', service: 'supporting-members-service',
  },
} as const satisfies Record<Section, Record<SectionPage, string>>;

/** One directory section's route ids. */
export type SectionRouteId<S extends Section> = (typeof SECTION_ROUTES)[S][SectionPage];

/** A directory section's pages (`ids`) under its address (`base`, e.g. 'support_services'); its list is in the sitemap. */
function directory<const R extends Record<SectionPage, string>, const B extends string>(ids: R, base: B, titleKey: string) {
  // Read through a typed accessor: `ids.list` would widen to string inside this generic function.
  const id = <K extends SectionPage>(page: K): R[K] => ids[page];
  const page = { app: 'mf-groups', layout: 'default', titleKey, customDomain: true, sitemap: false } as const;
  return [
    // The list is the whole directory, competitors included: never on a customer's domain.
    { ...page, id: id('list'), pattern: base, sitemap: true, customDomain: false },
    { ...page, id: id('details'), pattern: `${base}/:id` },
    { ...page, id: id('criteria'), pattern: `${base}/:id/criteria` },
    { ...page, id: id('stats'), pattern: `${base}/:id/stats` },
    { ...page, id: id('product'), pattern: `${base}/:id/product/:productId` },
    { ...page, id: id('service'), pattern: `${base}/:id/service/:serviceId` },
  ] as const;
}

const TABLE = [
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
  // The terms registration asks to accept, on a customer's domain too.
  { ...marketing('terms', 'terms', 'termsAndConditions'), customDomain: true },
  marketing('videos', 'videos', 'videos'),
  marketing('work-method-details', 'work-methods/:id', 'workMethods'),
  { id: 'support-assistance', pattern: 'support-assistance', app: 'mf-marketing', layout: 'default', title: 'Support Assistance', customDomain: false, sitemap: true },
  marketing('changelog', 'changelog', 'changelog'),
  marketing('test', 'test', 'test', false),
  marketing('test-test', 'test-test', 'test', false),
  portalAuth('login', 'login', 'login', true),
  portalAuth('register', 'register', 'register', true),
  portalAuth('otp', 'otp', 'otp'),
  portalAuth('forgot-password', 'forgot-password', 'forgotPassword'),
  portalAuth('new-password', 'new-password', 'newPassword'),
  portalPrivate('profile', 'profile', 'profile', true),
  portalPrivate('tickets', 'tickets', 'tickets'),
  // Before tickets/:id: the first matching route wins.
  portalPrivate('ticket-new', 'tickets/new', 'newTicket'),
  // Support's desk reports; the page shows clients the 403 screen.
  portalPrivate('ticket-reports', 'tickets/reports', 'ticketReports'),
  portalPrivate('ticket-details', 'tickets/:id', 'tickets'),
  // The agents' live chat inbox; the page shows clients the 403 screen.
  portalPrivate('inbox', 'inbox', 'inbox'),
  // My join requests (and, for a group's manager, the requests to decide): under the protected /profile prefix.
  { id: 'join-requests', pattern: 'profile/join-requests', app: 'mf-groups', layout: 'default', titleKey: 'joinRequests', auth: true, customDomain: true },
  // The staff console: its home lists the sections the role may use.
  consolePage('admin', 'admin', 'console'),
  consolePage('admin-people', 'admin/people', 'people'),
  consolePage('admin-audit', 'admin/audit', 'auditLog'),
  consolePage('admin-directory', 'admin/directory', 'directory'),
  // An invite link's page: the invited person is not signed in yet.
  { id: 'admin-join', pattern: 'admin/join', app: 'mf-admin', layout: 'auth', titleKey: 'joinStaff', customDomain: false, sitemap: false },
  // Content: the types and their items (?type=), and one item's editor.
  consolePage('admin-content', 'admin/content', 'content'),
  consolePage('admin-content-item', 'admin/content/:type/:id', 'contentItem'),
  consolePage('admin-media', 'admin/media', 'mediaLibrary'),
  // A listing manager's own listings: details, products and services.
  consolePage('admin-my-listings', 'admin/listings', 'myListings'),
  // The directory: three sections with the same pages (mf-groups/src/features/<address>).
  ...directory(SECTION_ROUTES.groups, 'groups', 'groups'),
  ...directory(SECTION_ROUTES['support-services'], 'support_services', 'supportServices'),
  ...directory(SECTION_ROUTES['supporting-members'], 'supporting_members', 'supportingMembers'),
] as const satisfies readonly RouteShape[];

type TableRoute = (typeof TABLE)[number];

/** Every route id of the table. */
export type RouteId = TableRoute['id'];
/** The route ids one remote owns: the keys of its page map and of its server loaders. */
export type RouteIdOf<App extends PageRemoteName> = Extract<TableRoute, { app: App }>['id'];
/** The pattern of a route id ('blog/:id' for 'blog-details'). */
export type PatternOf<Id extends RouteId> = Extract<TableRoute, { id: Id }>['pattern'];

/**
 * A route of the table. The owning app tells the id apart: once `route.app === 'mf-portal'` is
 * known, `route.id` is one of the portal's ids and indexes its page map.
 */
export type RouteDef = { [App in PageRemoteName]: RouteShape & { app: App; id: RouteIdOf<App> } }[PageRemoteName];

export const ROUTES: readonly RouteDef[] = TABLE;
