/** An empty module in place of a stylesheet: the server build renders HTML, the browser build owns the CSS. */
module.exports = function ignore() {
  return '';
};
