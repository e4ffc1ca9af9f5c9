import { type ComponentProps, useId, useRef, useState } from 'react';
import { type CannedResponse, type CannedValues, fillPlaceholders, findCanned, slashQuery } from '@site/shared/desk';
import type { Lang } from '@site/shared/lang';
import type { TicketDepartment } from '@site/shared/tickets';
import { usePortalT } from '../../locales';
import './canned.css';

/** Replies the picker lists at most. */
const SHOWN = 8;

export interface CannedContext {
  /** The saved replies to choose from (none: the picker never opens). */
  items: readonly CannedResponse[];
  /** The conversation's language: the text inserted is this one. */
  lang: Lang;
  department: TicketDepartment | null;
  values: CannedValues;
}

type TextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'>;

/**
 * A reply box where `/` opens the saved replies (combobox with a listbox): typing after the
 * slash narrows them, arrows move, Enter or Tab inserts the reply in the conversation's language
 * with its placeholders filled, Escape closes the list and leaves the text as typed.
 */
export function CannedTextarea({ value, onChange, canned, onKeyDown, ...rest }: TextareaProps & { value: string; onChange: (value: string) => void; canned: CannedContext }) {
  const { t } = usePortalT();
  const listId = `cn${useId().replace(/:/g, '')}`;
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  // The slash the agent closed the list for: it stays closed until they type another.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const slash = slashQuery(value, caret);
  const found = slash && slash.start !== dismissedAt ? findCanned(canned.items, slash.query, canned.lang, canned.department).slice(0, SHOWN) : [];
  const open = found.length > 0;
  const current = Math.min(active, Math.max(found.length - 1, 0));

  const insert = (item: CannedResponse) => {
    if (!slash) return;
    const text = fillPlaceholders(item.body[canned.lang], canned.values);
    const next = value.slice(0, slash.start) + text + value.slice(caret);
    const at = slash.start + text.length;
    onChange(next);
    setCaret(at);
    setActive(0);
    requestAnimationFrame(() => box.current?.setSelectionRange(at, at));
  };

  return (
    <div className="cn-wrap">
      <textarea
        {...rest}
        ref={box}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={(event) => {
          if (open) {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((current + step + found.length) % found.length);
              return;
            }
            if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              insert(found[current]!);
              return;
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              setDismissedAt(slash!.start);
              return;
            }
          }
          onKeyDown?.(event);
        }}
      />
      <ul id={listId} role="listbox" className="cn-list" aria-label={t('canned.list')} hidden={!open}>
        {found.map((item, index) => (
          <li
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === current}
            className="cn-option"
            // Keeps the focus (and the caret) in the text box.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => insert(item)}
          >
            <span className="cn-title"><bdi>{item.title[canned.lang]}</bdi></span>{' '}
            <span className="cn-shortcut" dir="ltr">/{item.shortcut}</span>
            {!item.shared && <span className="cn-tag">{t('canned.personal')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
