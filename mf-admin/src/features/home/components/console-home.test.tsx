import { screen, waitFor } from '@testing-library/react';
import { on } from '@site/shared/events';
import { fakeApi, meAs } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { ConsoleHome } from './console-home';

describe('the console home', () => {
  it('lists the sections an admin may use, as links to their pages', async () => {
    fakeApi({ 'GET /auth/me': [200, meAs('admin')] });
    await renderPage('admin', <ConsoleHome />);
    const people = await screen.findByRole('link', { name: /People/ });
    expect(people).toHaveAttribute('href', '/en/admin/people');
    expect(screen.getByRole('link', { name: /Audit log/ })).toHaveAttribute('href', '/en/admin/audit');
  });

  it('shows an agent none of the admin sections, in Arabic too', async () => {
    fakeApi({ 'GET /auth/me': [200, meAs('agent')] });
    await renderPage('admin', <ConsoleHome />, 'ar');
    expect(await screen.findByText('لا توجد أقسام في لوحة الإدارة لدورك بعد.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a listing manager their listings’ section only', async () => {
    fakeApi({ 'GET /auth/me': [200, meAs('manager')] });
    await renderPage('admin', <ConsoleHome />);
    expect(await screen.findByRole('link', { name: /My listings/ })).toHaveAttribute('href', '/en/admin/listings');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('gives a client the 403 screen', async () => {
    const errors: unknown[] = [];
    const off = on('app:error', (error) => errors.push(error));
    fakeApi({ 'GET /auth/me': [200, meAs('client')] });
    await renderPage('admin', <ConsoleHome />);
    await waitFor(() => expect(errors).toEqual([expect.objectContaining({ statusCode: 403 })]));
    off();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
