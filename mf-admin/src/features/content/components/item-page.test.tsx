import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentEditingMessagesAr } from '@site/shared/content-editing';
import { fakeApi, meAs } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { ItemPage } from './item-page';

const HERO = {
  id: 'main', title: { en: 'Build with us', ar: 'ابنِ معنا' }, subtitle: { en: 'Software', ar: 'برمجيات' },
  ctaLabel: { en: 'Start', ar: 'ابدأ' }, ctaHref: '/contactus', imageSrc: '/hero.webp', imageAlt: { en: 'Team', ar: 'الفريق' },
};
const ITEM = { id: 'main', live: HERO, draft: null, versions: [{ version: 2, publishedAt: '2026-03-01T10:00:00.000Z', publishedBy: 'e1' }] };
const saved = (call: { body: unknown }) => [200, { data: (call.body as { data: unknown }).data, updatedAt: '2026-03-02T10:00:00.000Z', publishAt: null }] as [number, unknown];

describe('the content item editor', () => {
  it('shows both languages side by side, Arabic right-to-left, and publishes the saved draft', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, meAs('editor')],
      'GET /admin/content/home-hero/main': [200, ITEM],
      'PUT /admin/content/home-hero/main/draft': saved,
      'POST /admin/content/home-hero/main/publish': [200, { version: 3 }],
    });
    await renderPage('admin/content/:type/:id', <ItemPage />, 'en', 'admin/content/home-hero/main');
    const title = await screen.findByRole('group', { name: 'Title' });
    const arabic = within(title).getByLabelText('Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(title).getByLabelText('English')).toHaveAttribute('dir', 'ltr');
    await userEvent.clear(arabic);
    await userEvent.type(arabic, 'اصنع معنا');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(seen.map((c) => `${c.method} ${c.path}`)).toContain('POST /admin/content/home-hero/main/publish'));
    const draft = seen.find((c) => c.method === 'PUT')?.body as { data: { title: unknown } };
    expect(draft.data.title).toEqual({ en: 'Build with us', ar: 'اصنع معنا' });
    expect(seen.find((c) => c.path.endsWith('/publish'))?.body).toEqual({ override: false });
  });

  it('warns of a half-translated item, shows the API refusal in Arabic, and sends the override when ticked', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, meAs('editor')],
      'GET /admin/content/home-hero/main': [200, ITEM],
      'PUT /admin/content/home-hero/main/draft': saved,
      'POST /admin/content/home-hero/main/publish': (call) => (call.body as { override: boolean }).override
        ? [200, { version: 3 }]
        : [422, { message: contentEditingMessagesAr.missingTranslation.replace('{{fields}}', 'subtitle') }],
    });
    await renderPage('admin/content/:type/:id', <ItemPage />, 'ar', 'admin/content/home-hero/main');
    const subtitle = await screen.findByRole('group', { name: 'العنوان الفرعي' });
    await userEvent.clear(within(subtitle).getByLabelText('العربية'));
    expect(await screen.findByText('حقل مكتوب بلغة واحدة فقط (١):')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'انشر الآن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('بعض الحقول مكتوبة بلغة واحدة فقط: subtitle');
    await userEvent.click(screen.getByRole('checkbox', { name: 'انشر على أي حال رغم نقص الترجمة' }));
    await userEvent.click(screen.getByRole('button', { name: 'انشر الآن' }));
    await waitFor(() => expect(seen.filter((c) => c.path.endsWith('/publish')).map((c) => c.body)).toEqual([{ override: false }, { override: true }]));
  });

  it('opens a version to its changes and publishes it again', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, meAs('admin')],
      'GET /admin/content/home-hero/main': [200, ITEM],
      'GET /admin/content/home-hero/main/versions/2': [200, { ...ITEM.versions[0], data: HERO, changes: [{ field: 'title', before: { en: 'Old', ar: 'قديم' }, after: HERO.title }] }],
      'POST /admin/content/home-hero/main/versions/2/restore': [200, { version: 3 }],
    });
    await renderPage('admin/content/:type/:id', <ItemPage />, 'en', 'admin/content/home-hero/main');
    await userEvent.click(await screen.findByRole('button', { name: /Version 2/ }));
    const table = await screen.findByRole('table', { name: 'What version 2 changed' });
    expect(within(table).getByRole('rowheader', { name: 'title' })).toBeVisible();
    expect(within(table).getByText(/"ar": "قديم"/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish version 2 again' }));
    await waitFor(() => expect(seen.map((c) => `${c.method} ${c.path}`)).toContain('POST /admin/content/home-hero/main/versions/2/restore'));
  });
});
