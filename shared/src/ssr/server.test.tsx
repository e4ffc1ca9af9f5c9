/**
 * @jest-environment node
 */
import { lazy, Suspense } from 'react';
import { formTextsReady } from '../i18n';
import { createServerEntry } from './server';

// The render starts i18next, which fetches the form texts in the background: they must land
// before the test environment is torn down.
afterAll(() => formTextsReady());

const Big = () => (
  <ul>
    {Array.from({ length: 1500 }, (_, i) => <li key={i}>A part below the fold, line {i}</li>)}
  </ul>
);
// A lazy part whose module is already at hand (its thenable settles at once).
const Part = lazy(() => ({ then: (resolve: (m: { default: typeof Big }) => void) => resolve({ default: Big }) }) as unknown as Promise<{ default: typeof Big }>);

test('a large part inside a Suspense boundary is written in place, not left pending for an inline script to finish', async () => {
  const entry = createServerEntry({
    loaders: {},
    app: () => <main><h1>Home</h1><Suspense fallback={null}><Part /></Suspense></main>,
  });
  const html = await entry.render({ routeId: 'index', lang: 'en', params: {}, url: '/en', mainHost: true }, {});
  expect(html).toContain('line <!-- -->1499</li></ul><!--/$-->');
  expect(html).not.toMatch(/<!--\$\?-->/);
  expect(html).not.toContain('<script');
});
