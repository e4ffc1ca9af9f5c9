import { act, render, screen } from '@testing-library/react';
import { ApiCacheProvider } from '@site/shared/api';
import { isMainHost } from '@site/shared/config';
import { initI18n } from '@site/shared/i18n';
import { LoadingBarMachine } from '../loading/loading-bar-machine';
import '../locales';
import { createAreaNodes } from '../remotes/area-nodes';
import { createStore } from '../state/shell-store';
import { ShellLayout } from './shell-layout';

const platform = { name: 'Platform Co', phone: '+966 1', email: 'a@b.c', address: 'Riyadh', taxNumber: '3', commercialRegistration: '1' };
const site = { domain: 'shop.customer.org', section: 'groups', id: 'tenant-group', name: 'Tenant Co', logo: '/media/logo.png' };
let company: unknown;
jest.mock('@site/shared/api', () => ({
  ...jest.requireActual<object>('@site/shared/api'),
  useApi: (path: string) => ({ data: path === '/tenants/current' ? { tenant: site } : company }),
  signOut: jest.fn(),
}));

const signIn = (user: { token: string; name: string }) => {
  document.cookie = `auth_user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
};

const setup = (url: string, hostname = 'localhost') => {
  const store = createStore({ url, error: null, broken: [], signedIn: false });
  const nodes = createAreaNodes();
  render(
    <ApiCacheProvider dedupeMs={2000}>
      <ShellLayout store={store} nodes={nodes} bar={new LoadingBarMachine()} mainHost={isMainHost(hostname)} />
    </ApiCacheProvider>,
  );
  return { store, nodes };
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  document.cookie = 'auth_user=; path=/; max-age=0';
  company = undefined;
});

describe('ShellLayout', () => {
  it('default layout: skip link, main nav, login/register, footer links and the remote nodes in <main>', () => {
    const { nodes } = setup('/en/about');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#sh-main');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/en/terms');
    expect(screen.getByRole('link', { name: 'Support assistance' })).toHaveAttribute('href', '/en/support-assistance');
    expect(screen.getByRole('main')).toContainElement(nodes['mf-marketing']);
    expect(nodes['mf-chat']).toBeVisible();
  });

  it('shows profile, tickets and logout when signed in, and follows auth:changed', () => {
    setup('/en');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    signIn({ token: 'token-of-sara-0123456789', name: 'Sara' });
    act(() => { window.dispatchEvent(new CustomEvent('auth:changed', { detail: { signedIn: true } })); });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My tickets' })).toHaveAttribute('href', '/en/tickets');
  });

  it('auth layout: no site nav, a language switch, chat hidden', () => {
    const { nodes } = setup('/en/login');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Switch the language to/ })).toHaveAttribute('href', '/ar/login');
    expect(nodes['mf-chat']).not.toBeVisible();
  });

  it('custom domain: tenant branding, no main-site nav', async () => {
    company = platform;
    setup('/en/groups/tenant-group', 'shop.customer.org');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(await screen.findByText('Tenant Co')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tenant Co' })).toHaveAttribute('href', '/en/groups/tenant-group');
    expect(screen.getByRole('link', { name: 'Request to join' })).toHaveAttribute('href', '/en/groups/tenant-group/criteria#join');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by Platform Co');
  });

  it("custom domain: the account links name only pages the customer's domain serves", async () => {
    company = platform;
    signIn({ token: 'token-of-agent-0123456789', name: 'Omar', role: 'agent' } as never);
    setup('/en/groups/tenant-group', 'shop.customer.org');
    expect(await screen.findByText('Tenant Co')).toBeInTheDocument();
    const account = screen.getByRole('group', { name: 'Account' });
    expect(account.querySelector('a[href="/en/profile"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    for (const page of ['/en/tickets', '/en/inbox', '/en/admin']) expect(account.querySelector(`a[href="${page}"]`)).toBeNull();
  });

  it('an app:error replaces the remotes but keeps the header', () => {
    const { store, nodes } = setup('/en/about');
    act(() => store.set({ error: { statusCode: 404, statusMessage: '404 Page Not Found', url: '/en/about' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Page not found: /en/about');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(nodes['mf-marketing'].parentElement).not.toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
