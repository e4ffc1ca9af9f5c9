import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { deferred } from './deferred';

const Part = ({ name }: { name: string }) => <p>Below the fold: {name}</p>;

describe('deferred', () => {
  it('renders in place, without a pending boundary, once the server entry provides the part', () => {
    const part = deferred(() => Promise.resolve(Part));
    part.provide(Part);
    const html = renderToString(<Suspense fallback={null}><part.Component name="faq" /></Suspense>);
    expect(html).toContain('Below the fold: <!-- -->faq');
    expect(html).not.toMatch(/<!--\$[!?]-->/);
  });

  it('in the browser, shows the part once its chunk has loaded', async () => {
    let loads = 0;
    const part = deferred(async () => {
      loads += 1;
      return Part;
    });
    render(<Suspense fallback={<p>waiting</p>}><part.Component name="faq" /></Suspense>);
    expect(await screen.findByText('Below the fold: faq')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
