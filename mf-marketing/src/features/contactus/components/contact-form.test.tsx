import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installFetch } from '../../../test/fetch-double';
import { renderAt } from '../../../test/render';
import { ContactForm } from './contact-form';

/** Fills the four fields by their ids, whatever the language of their labels. */
const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  await user.type(byId('mk-c-name'), 'Sara Ali');
  await user.type(byId('mk-c-mobile'), '0501234567');
  await user.type(byId('mk-c-email'), 'sara@example.com');
  await user.type(byId('mk-c-message'), 'Hello there');
};

describe('<ContactForm>', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the field messages in English on blur', async () => {
    installFetch({});
    const user = userEvent.setup();
    await renderAt(<ContactForm phoneCountry="SA" />);
    await user.click(screen.getByLabelText(/^Name/));
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Phone number must be between 9 and 15 digits.')).toBeInTheDocument();
  });

  it('shows the messages in Arabic', async () => {
    installFetch({});
    const user = userEvent.setup();
    await renderAt(<ContactForm phoneCountry="SA" />, { lang: 'ar' });
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText(/الاسم مطلوب/)).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });

  it('keeps the typed values and shows an error when sending fails', async () => {
    const { calls } = installFetch({ 'POST /contact': { status: 400, body: { message: 'Bad request', errors: [] } } });
    const user = userEvent.setup();
    await renderAt(<ContactForm phoneCountry="SA" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sara Ali');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sara@example.com');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello there');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).not.toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Send message', 'Your message has been sent'],
    ['ar', 'إرسال الرسالة', 'تم إرسال رسالتك'],
  ] as const)('after a keyboard submit focus lands on the visible confirmation (%s)', async (lang, send, sent) => {
    installFetch({ 'POST /contact': { status: 201, body: { id: 'm1' } } });
    const user = userEvent.setup();
    await renderAt(<ContactForm phoneCountry="SA" />, { lang });
    await fill(user);
    screen.getByRole('button', { name: send }).focus();
    await user.keyboard('{Enter}');
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(sent);
    await waitFor(() => expect(confirmation).toHaveFocus());
  });

  it('posts the message, confirms it and clears the form', async () => {
    const { calls } = installFetch({ 'POST /contact': { status: 201, body: { id: 'm1' } } });
    const user = userEvent.setup();
    await renderAt(<ContactForm phoneCountry="SA" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    const sent = JSON.parse(calls.find((c) => c.method === 'POST')?.init?.body as string) as unknown;
    expect(sent).toEqual({ name: 'Sara Ali', mobile: '+966501234567', email: 'sara@example.com', message: 'Hello there' });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it('keeps what was typed into the server-rendered form before it hydrated', async () => {
    installFetch({});
    await renderAt(<></>);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm phoneCountry="SA" />);
    document.body.append(container);
    screen.getByLabelText<HTMLInputElement>(/^Name/).value = 'Sara Ali';
    screen.getByLabelText<HTMLInputElement>(/^Email/).value = 'sara@example.com';
    screen.getByLabelText<HTMLTextAreaElement>(/^Message/).value = 'Hello there';
    await act(async () => {
      hydrateRoot(container, <ContactForm phoneCountry="SA" />);
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sara Ali');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sara@example.com');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello there');
    // The form knows them too: sending complains about the empty phone only.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Phone number must be between 9 and 15 digits.')).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    container.remove();
  });
});
