/**
 * The site's speed budgets, written once: `npm run build` fails past the first-load limits
 * (shared/build/first-load-budget.cjs), `npm run bench` measures every figure against these and
 * exits non-zero on a miss, and docs/performance.md explains them.
 */

/**
 * JavaScript a browser fetches before a server-rendered page hydrates (the shell's entry, its
 * bootstrap, the owning remote's entry, './spa', the page's chunk and the shared modules those
 * need), gzip: the target for home and the groups pages. The bench measures it in Chromium and
 * fails above it.
 */
export const FIRST_LOAD_BUDGET_KB = 155;

/**
 * The pages the build weighs, each in both languages (the Arabic texts are the heavier), with the
 * limit the build enforces: the target once a page meets it; until then the page's weight when it
 * was last measured, rounded up to the next 0.1 KB plus 0.2 KB, so it cannot grow unnoticed (the
 * 0.2 KB absorbs what changes from build to build: the build id and chunk hashes inside the entries)
 * (docs/performance.md: where the weight is, and what would bring it to the target).
 */
export const FIRST_LOAD_PAGES = [
  { routeId: 'index', path: '/en', limitKB: FIRST_LOAD_BUDGET_KB },
  { routeId: 'index', path: '/ar', limitKB: FIRST_LOAD_BUDGET_KB },
  { routeId: 'groups', path: '/en/groups', limitKB: 169.7 },
  { routeId: 'groups', path: '/ar/groups', limitKB: 170.7 },
  { routeId: 'groups-details', path: '/en/groups/:id', limitKB: 170.1 },
  { routeId: 'groups-details', path: '/ar/groups/:id', limitKB: 171.2 },
] as const satisfies readonly { routeId: string; path: string; limitKB: number }[];

/** Lighthouse (mobile, median of the runs) of home in both languages and of the other public pages measured. */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  tbtMs: 100,
  /** Home's LCP over the LCP of a static copy of the same rendered page, measured in the same run. */
  lcpOverStaticCopy: 1.3,
  cls: 0.02,
  /** Requests that had to finish one after another before the hero painted. */
  chainedRequests: 3,
} as const;

/** The chat on another website (/chat/embed.js). */
export const EMBED_BUDGET = {
  /** Transferred by the host page for the chat before the visitor opens it. */
  beforeOpenKB: 5,
  /** The frame's JavaScript once opened, brotli, and the number of script requests it takes. */
  frameScriptsKB: 100,
  frameScriptRequests: 10,
  /** From the click on the launcher to a composer that takes typing (unthrottled). */
  composerReadyMs: 1000,
} as const;
