import type { Lang } from '@site/shared/lang';
import { textsInParts } from './parts';

const part = (texts: object) => () => Promise.resolve({ default: texts });

function setUp(always = false) {
  const added: Array<[Lang, object]> = [];
  const loaded: Lang[] = [];
  const texts = textsInParts(
    { en: part({ home: { title: 'Home' } }), ar: part({ home: { title: 'الرئيسية' } }) },
    { en: part({ about: { title: 'About' } }), ar: part({ about: { title: 'من نحن' } }) },
    { always, addLater: (lang, later) => added.push([lang, later]), loadedLangs: () => loaded },
  );
  return { texts, added, loaded };
}

it("loads the first part only until a page asks for the rest, then both parts of every language loaded after", async () => {
  const { texts } = setUp();
  expect((await texts.loaders.en()).default).toEqual({ home: { title: 'Home' } });
  await texts.wantLater();
  expect((await texts.loaders.ar()).default).toEqual({ home: { title: 'الرئيسية' }, about: { title: 'من نحن' } });
});

it('adds the rest to the languages already loaded, once', async () => {
  const { texts, added, loaded } = setUp();
  loaded.push('en');
  await texts.wantLater();
  await texts.wantLater();
  expect(added).toEqual([['en', { about: { title: 'About' } }]]);
});

it('loads both parts from the start where asked (the server)', async () => {
  const { texts } = setUp(true);
  expect(Object.keys((await texts.loaders.en()).default)).toEqual(['home', 'about']);
});
