import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, meAs } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { MediaPage } from './media-page';

const IMAGE = {
  id: 'm1', kind: 'image', type: 'image/png', name: 'team.png', size: 2048, alt: { en: 'A team at work', ar: 'فريق يعمل' }, width: 800, height: 400,
  url: '/api/media-library/m1', sizes: [{ width: 320, url: '/api/media-library/m1/320' }, { width: 640, url: '/api/media-library/m1/640' }], createdAt: '2026-03-01T10:00:00.000Z',
};

describe('the media library page', () => {
  it('lists the files with their alt text and size in the page language, and the address for pages', async () => {
    fakeApi({ 'GET /auth/me': [200, meAs('editor')], 'GET /admin/media': [200, { items: [IMAGE] }] });
    await renderPage('admin/media', <MediaPage />, 'ar');
    const list = await screen.findByRole('list', { name: 'ملفات الوسائط' });
    expect(within(list).getByRole('img', { name: 'فريق يعمل' })).toHaveAttribute('src', '/api/media-library/m1/320');
    expect(within(list).getByText(/٨٠٠ × ٤٠٠/)).toBeVisible();
    expect(within(list).getByText('/api/media-library/m1/640')).toBeVisible();
  });

  it('sends nothing until a file and its description in both languages are given', async () => {
    const seen = fakeApi({ 'GET /auth/me': [200, meAs('editor')], 'GET /admin/media': [200, { items: [] }] });
    await renderPage('admin/media', <MediaPage />);
    await screen.findByText('The library has no files yet.');
    await userEvent.upload(screen.getByLabelText(/Image, audio or video/), new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' }));
    await userEvent.type(screen.getByLabelText(/Description in English/), 'A logo');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Describe the file in this language.')).toBeVisible();
    expect(screen.getByLabelText(/Description in Arabic/)).toHaveFocus();
    expect(screen.getByLabelText(/Description in Arabic/)).toHaveAttribute('dir', 'rtl');
    expect(seen.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('gives an agent the 403 screen, not the library', async () => {
    const seen = fakeApi({ 'GET /auth/me': [200, meAs('agent')] });
    await renderPage('admin/media', <MediaPage />);
    await screen.findByRole('heading', { name: 'Media library' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(seen.map((c) => c.path)).not.toContain('/admin/media');
  });
});
