import { ROUTES } from './route-table';
import { documentTitle, routeTitle } from './titles';

const dict: Record<string, string> = {
  defaultTitle: 'Nukhba Software', genericTitle: 'Welcome', 'titles.aboutUs': 'About us',
};
const t = (key: string) => dict[key] ?? key;
const route = (id: string) => ROUTES.find((r) => r.id === id);

describe('titles', () => {
  it('joins default and page title with a bar on main hosts', () => {
    expect(documentTitle(routeTitle(route('about'), t), true, t)).toBe('Nukhba Software | About us');
  });
  it('uses the literal Support Assistance title', () => {
    expect(routeTitle(route('support-assistance'), t)).toBe('Support Assistance');
    expect(documentTitle('Support Assistance', true, t)).toBe('Nukhba Software | Support Assistance');
  });
  it('shows the page title alone on custom domains', () => {
    expect(documentTitle(routeTitle(route('about'), t), false, t)).toBe('About us');
  });
  it('falls back to the generic title on custom domains and the default title on main hosts', () => {
    expect(documentTitle(routeTitle(null, t), false, t)).toBe('Welcome');
    expect(documentTitle('', true, t)).toBe('Nukhba Software');
  });
});
