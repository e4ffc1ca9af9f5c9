import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { AppProps } from 'single-spa';
import { SSR_ATTRIBUTE } from '@site/shared/ssr';
import { remoteLifecycles } from './index';

const props = (name: string, domElement: HTMLElement) => ({ name, domElement }) as unknown as AppProps & { domElement: HTMLElement };

function Hello({ name }: AppProps) {
  return <button type="button" onClick={() => document.body.setAttribute('data-clicked', name)}>Hello {name}</button>;
}

function Broken(): never {
  throw new Error('render failed');
}

const area = () => document.body.appendChild(document.createElement('div'));

/** Starts a lifecycle inside act (React renders when act ends), then waits for it to settle. */
async function run(lifecycle: () => Promise<unknown>) {
  let settled: Promise<unknown> = Promise.resolve();
  await act(async () => {
    settled = lifecycle();
    await Promise.resolve();
  });
  await settled;
}

describe('remoteLifecycles', () => {
  it('mounts into the given element once React has committed, and unmounts from it', async () => {
    const { bootstrap, mount, unmount } = remoteLifecycles(Hello);
    const element = area();
    await bootstrap(props('alpha', element));
    await run(() => mount(props('alpha', element)));
    expect(element.textContent).toBe('Hello alpha');
    await run(() => unmount(props('alpha', element)));
    expect(element.innerHTML).toBe('');
  });

  it('shows the error screen in the area whose render threw, and the mount still settles', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { mount } = remoteLifecycles(Broken, { errorBoundary: () => <p>Area failed</p> });
    const element = area();
    await run(() => mount(props('broken', element)));
    expect(element.textContent).toBe('Area failed');
  });

  it('hydrates a server-rendered area: the served nodes stay and get their handlers', async () => {
    const element = area();
    element.id = 'mk-area';
    element.innerHTML = renderToString(<Hello {...props('served', element)} />);
    element.setAttribute(SSR_ATTRIBUTE, '');
    const served = element.querySelector('button');
    const { mount } = remoteLifecycles(Hello);
    await run(() => mount(props('served', element)));
    expect(element.querySelector('button')).toBe(served);
    expect(element.hasAttribute(SSR_ATTRIBUTE)).toBe(false);
    act(() => served!.click());
    expect(document.body.getAttribute('data-clicked')).toBe('served');
  });
});

describe('an area whose served HTML no longer matches', () => {
  it('is rendered afresh and logged, not raised as a page error (the shell would show an error screen)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pageErrors: unknown[] = [];
    const listener = (event: ErrorEvent) => pageErrors.push(event.error);
    window.addEventListener('error', listener);
    const element = area();
    element.id = 'gr-area';
    // What the server rendered for the page the visitor has since left.
    element.innerHTML = '<section><h1>Criteria</h1></section>';
    element.setAttribute(SSR_ATTRIBUTE, '');
    const { mount } = remoteLifecycles(Hello);
    await run(() => mount(props('moved', element)));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    window.removeEventListener('error', listener);
    expect(element.textContent).toBe('Hello moved');
    expect(pageErrors).toEqual([]);
    expect(warn).toHaveBeenCalledWith('A server-rendered part was rendered again in the browser:', expect.anything());
  });
});
