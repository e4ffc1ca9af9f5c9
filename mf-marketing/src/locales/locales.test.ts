import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf path of a resource tree, e.g. 'about.title'. */
function paths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : paths(value, `${prefix}${key}.`),
  );
}

function get(tree: Tree, path: string): string {
  let node: Tree | string | undefined = tree;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : '';
}

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('marketing locales', () => {
  it('have exactly the same keys in en and ar', () => {
    expect(paths(ar as Tree).sort()).toEqual(paths(en as Tree).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const path of paths(en)) {
      expect([path, placeholders(get(ar as Tree, path))]).toEqual([path, placeholders(get(en as Tree, path))]);
    }
  });

  it('has Arabic text in every Arabic string and no empty strings', () => {
    for (const path of paths(ar)) {
      const text = get(ar, path);
      expect(text.trim()).not.toBe('');
      if (text.replace(/\{\{\s*\w+\s*\}\}|[\s–]/g, '') !== '') expect([path, /[\u0600-\u06ff]/.test(text)]).toEqual([path, true]);
    }
  });
});
