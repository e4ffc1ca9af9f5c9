import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { initI18n } from '@site/shared/i18n';
import { ROUTES } from '@site/shared/routes';
import { AppRoutes } from './app';
import { PAGES } from './pages/registry';
import { installFetch } from './test/fetch-double';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const renderPath = (path: string) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </SWRConfig>,
  );

describe('marketing routes', () => {
  beforeAll(() => initI18n('en'));

  it('has a page for every marketing route of the shared table', () => {
    const ids = ROUTES.filter((r) => r.app === 'mf-marketing').map((r) => r.id);
    expect(ids.filter((id) => !PAGES[id])).toEqual([]);
  });

  it('renders the support page with its literal SPEC title', async () => {
    installFetch({});
    renderPath('/ar/support-assistance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Assistance' })).toBeInTheDocument();
  });

  it('renders nothing for unknown sub-paths and other languages (the shell shows 404)', () => {
    installFetch({});
    const { container } = renderPath('/en/no-such-page');
    expect(container).toBeEmptyDOMElement();
    const other = renderPath('/fr/about');
    expect(other.container).toBeEmptyDOMElement();
  });
});
