// The DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...), added to jest's expect.
expect.extend(require('@testing-library/jest-dom/matchers'));
// jsdom lacks these; components use them for RTL-aware layout and feature checks.
if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    /** @param {string} query @returns {MediaQueryList} */
    const matchMedia = (query) => ({
      matches: false, media: query, onchange: null,
      addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
    });
    window.matchMedia = matchMedia;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
}
// findBy*/waitFor give up after 1 s by default; a lazily loaded page chunk can take longer than
// that on a two-core machine that also runs the API suite, without anything being wrong.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
