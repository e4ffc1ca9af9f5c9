import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '@site/shared/i18n';
import { AppRoutes } from './app';

const at = (path: string) => render(<MemoryRouter initialEntries={[path]}><AppRoutes /></MemoryRouter>);

describe('portal routes', () => {
  beforeAll(() => initI18n('en'));

  it('renders a page of the table under its language prefix', async () => {
    at('/ar/new-password');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('renders nothing for other prefixes and unknown paths (the shell shows 404)', () => {
    expect(at('/fr/login').container).toBeEmptyDOMElement();
    expect(at('/en/no-such-page').container).toBeEmptyDOMElement();
  });
});
