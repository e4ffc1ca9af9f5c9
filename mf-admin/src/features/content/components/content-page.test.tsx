import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, meAs } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { ContentPage } from './content-page';

const POST = { id: 'rtl-first', live: { id: 'rtl-first', title: { en: 'Designing right-to-left first', ar: 'التصميم من اليمين إلى اليسار أولًا' } }, draft: null };
const SCHEDULED = { id: 'spring', live: null, draft: { data: { title: { en: 'Spring', ar: 'الربيع' } }, updatedAt: '2026-03-01T10:00:00.000Z', publishAt: '2026-04-01T09:00:00.000Z' } };

describe('the content list', () => {
  it("lists a type's items in the page language with their state, linked to their editor", async () => {
    fakeApi({ 'GET /auth/me': [200, meAs('editor')], 'GET /admin/content/articles': [200, { items: [POST, SCHEDULED] }] });
    await renderPage('admin/content?type=articles', <ContentPage />, 'ar');
    const list = await screen.findByRole('list', { name: 'مقالات المدونة والأخبار' });
    expect(within(list).getByRole('link', { name: 'التصميم من اليمين إلى اليسار أولًا' })).toHaveAttribute('href', '/ar/admin/content/articles/rtl-first');
    expect(within(list).getByText('منشور')).toBeVisible();
    expect(within(list).getByText(/^مجدول للنشر في .*٢٠٢٦/)).toBeVisible();
    const types = screen.getByRole('navigation', { name: 'أنواع المحتوى' });
    expect(within(types).getByRole('link', { name: 'مقالات المدونة والأخبار' })).toHaveAttribute('aria-current', 'page');
  });

  it('refuses an address that is not a slug before opening a new item', async () => {
    fakeApi({ 'GET /auth/me': [200, meAs('admin')], 'GET /admin/content/home-hero': [200, { items: [] }] });
    await renderPage('admin/content', <ContentPage />);
    await screen.findByText('This type has no items yet.');
    const slug = screen.getByLabelText("New item's address");
    await userEvent.type(slug, 'Spring Offer');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });
});
