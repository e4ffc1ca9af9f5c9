import { emit } from '@site/shared/events';
import { i18n, initI18n } from '@site/shared/i18n';
import { startTitles, syncTitle } from './title-sync';

const go = (path: string) => window.history.pushState({}, '', path);

describe('document titles', () => {
  beforeAll(async () => {
    await initI18n('en');
    document.title = 'Nukhba Software | Why we design Arabic first';
    go('/en/blog/arabic-first');
    startTitles(true);
  });

  it("keeps the served record title after the shell starts, instead of the section's", () => {
    expect(document.title).toBe('Nukhba Software | Why we design Arabic first');
    syncTitle();
    expect(document.title).toBe('Nukhba Software | Why we design Arabic first');
  });

  it('titles a record reached in the browser with the name its page announces', () => {
    go('/en/blog/other-post');
    syncTitle();
    expect(document.title).toBe('Nukhba Software | Blog');
    emit('page:title', { path: window.location.pathname, title: 'Another post' });
    expect(document.title).toBe('Nukhba Software | Another post');
  });

  it('titles a group by its name, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    go('/ar/groups/riyadh-web');
    syncTitle();
    emit('page:title', { path: window.location.pathname, title: 'مطورو الويب في الرياض' });
    expect(document.title).toBe(`${i18n.t('defaultTitle', { ns: 'common' })} | مطورو الويب في الرياض`);
    go('/ar/groups');
    syncTitle();
    expect(document.title).toBe(`${i18n.t('defaultTitle', { ns: 'common' })} | ${i18n.t('titles.groups', { ns: 'common' })}`);
  });
});
