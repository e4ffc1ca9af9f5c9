const LOCAL = 'http://local.invalid';

/** `file` relative to `base`: absolute when `base` is, else a path on this site ('/remotes/x/a.js'). */
export function resolveUrl(file: string, base: string): string {
  const url = new URL(file, new URL(base, LOCAL));
  return url.origin === LOCAL ? `${url.pathname}${url.search}` : url.href;
}
