import { holdUntilHydrated, SHELL_PART } from '@site/shared/ssr/hydration';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/**
 * Sets a field as the visitor left it and announces it the way typing does. The prototype's
 * setter, not `field.value =`: React ignores an input event whose value it set itself.
 */
function retype(field: Field, entry: { value: string; checked: boolean }): void {
  const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  const key = checkable ? 'checked' : 'value';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, checkable ? entry.checked : entry.value);
  field.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The part of the page an element belongs to: its remote's area, else the shell's chrome. */
function partOf(el: Element): string | null {
  const area = el.closest('.sh-area');
  if (area?.id) return area.id;
  return el.closest(`#${SHELL_PART}`) ? SHELL_PART : null;
}

/**
 * Catches, from the shell's first script, what a visitor does on server-rendered HTML that has no
 * handlers yet: a button click or a form submit there is held (the browser's own action, e.g. a
 * submit reloading the page, is stopped) and replayed once that part has hydrated. What is typed
 * into a field is put back then, as if typed again (a form library may reset its fields on
 * hydration, and its state has to learn the value anyway), before any held submit. Links need
 * nothing: they are real anchors and navigate without JavaScript.
 */
export function holdEarlyActions(doc: Document = document): void {
  const hold = (event: Event, target: Element, run: () => void) => {
    const part = partOf(target);
    if (!part || !holdUntilHydrated(part, run)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const typed = new WeakMap<Field, { value: string; checked: boolean }>();
  const onEdit = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    const latest = typed.get(field);
    if (latest) {
      Object.assign(latest, { value: field.value, checked: 'checked' in field && field.checked });
      return;
    }
    const entry = { value: field.value, checked: 'checked' in field && field.checked };
    const part = partOf(field);
    if (part && holdUntilHydrated(part, () => retype(field, entry))) typed.set(field, entry);
  };
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
  doc.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // A submit button's click ends in a submit event: that one is held, with its submitter.
      if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
      hold(event, button, () => button.click());
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const { submitter } = event;
      hold(event, form, () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined));
    },
    true,
  );
}
