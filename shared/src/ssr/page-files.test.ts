/**
 * @jest-environment node
 */
import { pageFiles, type GroupFiles } from './page-files';
import { testManifest } from './test-manifest';

const files = (...js: string[]): GroupFiles => ({ js, css: [], shared: [] });
const manifest = testManifest;

const shell = manifest('shell', { initial: files('bootstrap.js'), texts: { en: files('common-texts-en.js') } });
// Home (eager in './spa') needs the first part of the remote's texts; its other pages the rest too.
const marketing = manifest('mf_marketing', {
  pages: { about: files('page-about.js') },
  texts: { en: files('texts-en.js'), ar: files('texts-ar.js') },
  pageTexts: { en: files('more-texts-en.js'), ar: files('more-texts-ar.js') },
});

const remoteScripts = (routeId: string, lang: string) => pageFiles(shell, marketing, routeId, lang).filter((g) => g.from === 'remote').flatMap((g) => g.files.js);

describe('the files a page needs before it hydrates', () => {
  it("leaves the texts only the remote's other pages need off its landing page", () => {
    expect(remoteScripts('index', 'en')).toEqual(['remoteEntry.js', 'texts-en.js']);
  });

  it("adds them, in the page's language, to a lazily loaded page's", () => {
    expect(remoteScripts('about', 'ar')).toEqual(['remoteEntry.js', 'page-about.js', 'texts-ar.js', 'more-texts-ar.js']);
  });

  it('needs nothing more from a remote whose texts are all in one part', () => {
    const groups = manifest('mf_groups', { pages: { groups: files('page-list.js') }, texts: { en: files('texts-en.js') } });
    expect(pageFiles(shell, groups, 'groups', 'en').flatMap((g) => g.files.js)).toEqual(['bootstrap.js', 'common-texts-en.js', 'remoteEntry.js', 'page-list.js', 'texts-en.js']);
  });
});
