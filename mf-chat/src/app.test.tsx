import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { App } from './app';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('chat app mounted by the shell', () => {
  it('follows the language of the URL across navigations', async () => {
    window.history.replaceState(null, '', '/en/about');
    render(<App />);
    expect(screen.getByRole('button', { name: 'Chat with support' })).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/ar/about');
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    // The Arabic texts are fetched the first time they are needed.
    expect(await screen.findByRole('button', { name: 'تحدّث مع فريق الدعم' })).toBeInTheDocument();

    act(() => {
      window.history.replaceState(null, '', '/en');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('button', { name: 'Chat with support' })).toBeInTheDocument();
  });
});
