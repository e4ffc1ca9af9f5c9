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
