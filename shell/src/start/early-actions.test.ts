import { expectHydration, hydrationDone, hydrationStarted } from '@site/shared/ssr/hydration';
import { holdEarlyActions } from './early-actions';

/*
 * Server HTML before hydration: the listeners below stand for React's, which exist only once a part
 * has started hydrating. Until then the visitor's clicks and submits are held, then replayed.
 */
document.body.innerHTML = `
  <div id="sh-root" data-ssr="">
    <header><button type="button" id="theme">theme</button></header>
    <div id="sh-area-mf-marketing" class="sh-area" data-ssr="b1">
      <form id="contact"><input name="name"><button type="submit" id="send">send</button></form>
    </div>
  </div>`;
expectHydration(['sh-root', 'sh-area-mf-marketing']);
holdEarlyActions();

const el = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

it('replays a click on the chrome once the chrome has hydrated, and lets later clicks through', () => {
  const clicks = jest.fn();
  el('theme').addEventListener('click', clicks);
  el('theme').click();
  expect(clicks).not.toHaveBeenCalled();
  hydrationStarted('sh-root');
  hydrationDone('sh-root');
  expect(clicks).toHaveBeenCalledTimes(1);
  el('theme').click();
  expect(clicks).toHaveBeenCalledTimes(2);
});

it('puts back what was typed in an area that had not hydrated, then submits the held form with it', () => {
  const submits: string[] = [];
  const form = el<HTMLFormElement>('contact');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.push((form.elements.namedItem('name') as HTMLInputElement).value);
  });
  const name = form.elements.namedItem('name') as HTMLInputElement;
  name.value = 'Early visitor';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  el('send').click();
  expect(submits).toEqual([]);
  // Hydration: a form library resets the field to its default, then learns values from input events.
  name.value = '';
  const heard: string[] = [];
  name.addEventListener('input', () => heard.push(name.value));
  hydrationDone('sh-area-mf-marketing');
  expect(heard).toEqual(['Early visitor']);
  expect(submits).toEqual(['Early visitor']);
});
