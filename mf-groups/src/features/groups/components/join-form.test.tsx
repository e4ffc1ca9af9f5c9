import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiCacheProvider, clearAuthUser, setAuthUser } from '@site/shared/api';
import { i18n, initI18n } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';
import type { ListingDetail } from '@site/shared/listings/core';
import { fakeFetch } from '../../../test/fake-api';
import { JoinForm } from './join-form';

const group = { id: 'g1', section: 'groups', status: 'open' } as ListingDetail;

async function renderForm(lang: Lang) {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  // Signed in, no request sent yet; the live topic stays off (who I am is not answered).
  setAuthUser({ token: 't', name: 'Sara' });
  fakeFetch((url) => (url.pathname === '/api/join-requests' ? { status: 200, body: { items: [] } } : { status: 401, body: {} }));
  render(
    <ApiCacheProvider>
      <MemoryRouter initialEntries={[`/${lang}/groups/g1/criteria`]}>
        <JoinForm group={group} />
      </MemoryRouter>
    </ApiCacheProvider>,
  );
}

afterEach(() => clearAuthUser());

describe('<JoinForm> images field', () => {
  // The types, size and count come from the join-request-image upload policy, through the shared formatters.
  it.each([
    ['en', 'Images (JPG or PNG, up to 10, 2 megabytes each)'],
    ['ar', 'الصور (JPG أو PNG، حتى ١٠، و٢ ميغابايت لكل صورة)'],
  ] as const)('%s: names the allowed types, the count and the size limit', async (lang, hint) => {
    await renderForm(lang);
    const input = await screen.findByLabelText(lang === 'en' ? 'Choose images' : 'اختر صورًا');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(hint);
  });

  it.each([
    ['en', 'Drag and drop images here, or'],
    ['ar', 'اسحب الصور وأفلتها هنا، أو'],
  ] as const)('%s: is a drop zone with a translated chooser, like the ticket form', async (lang, drop) => {
    await renderForm(lang);
    const zone = await screen.findByTestId('dropzone');
    expect(zone).toHaveTextContent(drop);
  });
});

describe('<JoinForm> message', () => {
  it.each([
    ['en', 'Send request', 'Your message', "Please write a message to the group's manager."],
    ['ar', 'إرسال الطلب', 'رسالتك', 'يرجى كتابة رسالة إلى مدير المجموعة.'],
  ] as const)('%s: "message required" goes as soon as a message is typed', async (lang, send, label, required) => {
    await renderForm(lang);
    await userEvent.click(await screen.findByRole('button', { name: send }));
    expect(await screen.findByText(required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(label), 'Hello');
    expect(screen.queryByText(required)).not.toBeInTheDocument();
    expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid', 'true');
  });
});
