import en from './en.json';
import ar from './ar.json';
import { keyPaths, leafAt as leaf, placeholdersOf as placeholders } from '@site/shared/i18n';

describe("the 'chat' namespace", () => {
  it('has the same keys in English and Arabic', () => {
    expect(keyPaths(ar).sort()).toEqual(keyPaths(en).sort());
  });

  it('has a non-empty text with the same placeholders for every key', () => {
    for (const path of keyPaths(en)) {
      expect(typeof leaf(ar, path)).toBe('string');
      expect(String(leaf(ar, path)).trim()).not.toBe('');
      expect(placeholders(leaf(ar, path))).toEqual(placeholders(leaf(en, path)));
    }
  });

  it('reports a missing key (the comparison can fail)', () => {
    const { panel: _dropped, ...partial } = ar;
    expect(keyPaths(partial).sort()).not.toEqual(keyPaths(en).sort());
  });
});
