import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@site/shared/events';
import { fakeApi, meAs } from '../../../test/api';
import { LISTING as BASE } from '../../../test/listings';
import { renderPage } from '../../../test/render';
import { MyListingsPage } from './my-listings-page';

const text = (en: string, ar: string) => ({ en, ar });
const LISTING = { ...BASE, contacts: { email: 'team@riyadh.example' }, domain: null };
const PRODUCT = {
  id: 'o-1',
  kind: 'product',
  slug: 'store',
  name: text('Store', 'متجر'),
  summary: text('A store', 'متجر كامل'),
  description: text('An online store', 'متجر إلكتروني'),
  priceMin: 1500,
  priceMax: 3000,
};

const manager = (extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) =>
  fakeApi({
    'GET /auth/me': [200, meAs('manager')],
    'GET /admin/my-listings': [200, { items: [LISTING] }],
    'GET /admin/my-listings/l-1/offerings': [200, { items: [PRODUCT] }],
    ...extra,
  });

describe('a manager’s own listings', () => {
  it('saves the details in both languages, with the contacts as they were', async () => {
    const seen = manager({ 'PUT /admin/my-listings/l-1': [200, LISTING] });
    await renderPage('admin/listings', <MyListingsPage />);
    const speciality = await screen.findByLabelText(/Speciality \(Arabic\)/);
    await userEvent.clear(speciality);
    await userEvent.type(speciality, 'تطوير الويب');
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() =>
      expect(seen.find((c) => c.method === 'PUT')?.body).toMatchObject({ speciality: { ar: 'تطوير الويب', en: 'Web' }, contacts: { email: 'team@riyadh.example' } }),
    );
  });

  it('lists the products with SAR prices in Arabic digits, and edits one', async () => {
    const seen = manager({ 'PUT /admin/my-listings/l-1/offerings/o-1': [200, PRODUCT] });
    await renderPage('admin/listings', <MyListingsPage />, 'ar');
    expect(await screen.findByText(/١٬٥٠٠/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'تعديل متجر' }));
    const price = screen.getByLabelText(/أعلى سعر/);
    await userEvent.clear(price);
    await userEvent.type(price, '2500');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(seen.find((c) => c.method === 'PUT')?.body).toMatchObject({ priceMin: 1500, priceMax: 2500, name: PRODUCT.name }));
  });

  it('keeps what was typed on bad input and says what is wrong, translated; sends nothing', async () => {
    const seen = manager();
    await renderPage('admin/listings', <MyListingsPage />, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة منتج' }));
    await userEvent.type(screen.getByLabelText(/المعرّف العام/), 'Bad Slug');
    await userEvent.type(screen.getByLabelText(/^الاسم \(بالعربية\)/), 'باقة');
    const low = screen.getByLabelText(/أقل سعر/);
    await userEvent.clear(low);
    await userEvent.type(low, '500');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('لا يمكن أن يزيد أقل سعر على أعلى سعر.')).toBeVisible();
    expect(screen.getByText('استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات، مثل store-bundle.')).toBeVisible();
    expect(screen.getByLabelText(/^الاسم \(بالعربية\)/)).toHaveValue('باقة');
    expect(seen.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the API’s refusal above the form and keeps the values', async () => {
    manager({ 'POST /admin/my-listings/l-1/offerings': [409, { message: 'This listing already has a product or service with this public id.', errors: [] }] });
    await renderPage('admin/listings', <MyListingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a service' }));
    await userEvent.type(screen.getByLabelText(/Public id/), 'store');
    for (const [label, value] of [[/^Name \(Arabic\)/, 'متجر'], [/^Name \(English\)/, 'Store'], [/^Summary \(Arabic\)/, 'م'], [/^Summary \(English\)/, 's'], [/^Description \(Arabic\)/, 'و'], [/^Description \(English\)/, 'd']] as const) {
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already has a product or service');
    expect(screen.getByLabelText(/Public id/)).toHaveValue('store');
  });

  it('gives an agent the 403 screen', async () => {
    const errors: unknown[] = [];
    const off = on('app:error', (error) => errors.push(error));
    fakeApi({ 'GET /auth/me': [200, meAs('agent')] });
    await renderPage('admin/listings', <MyListingsPage />);
    await waitFor(() => expect(errors).toEqual([expect.objectContaining({ statusCode: 403 })]));
    off();
  });
});
