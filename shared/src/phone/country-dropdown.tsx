import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { flagUrl, matchesSearch, type CountryList } from './countries';
import type { PhoneT } from './phone-text';
import type { CountryEntry } from './types';
import { useCountryDropdown } from './use-country-dropdown';

export interface CountryDropdownProps {
  list: CountryList;
  selected?: CountryEntry;
  lang: string;
  t: PhoneT;
  disabled?: boolean;
  showDialCode: boolean;
  showFlags: boolean;
  showSearchBox: boolean;
  anchorRef: RefObject<HTMLElement | null>;
  rootRef: RefObject<HTMLElement | null>;
  onPick: (entry: CountryEntry) => void;
}

export function CountryDropdown(props: CountryDropdownProps) {
  const { list, selected, lang, t, disabled, showDialCode, showFlags, showSearchBox, anchorRef, rootRef, onPick } = props;
  const baseId = useId();
  const listId = `${baseId}-list`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const searching = showSearchBox && query.trim() !== '';
  const items = useMemo(
    () => (searching ? list.rest.filter((c) => matchesSearch(c, query, lang)) : list.all),
    [searching, list, query, lang],
  );
  const preferredCount = searching ? 0 : list.preferred.length;

  const dropdown = useCountryDropdown({
    items, selected: selected?.iso2, lang, anchorRef, rootRef, onPick,
    // Tab: focus the trigger first so the browser's own Tab moves on from there.
    onDismiss: (reason) => { if (reason !== 'outside') buttonRef.current?.focus(); },
  });
  const { open, highlight, setHighlight } = dropdown;
  const optionId = (index: number) => `${baseId}-opt-${index}`;

  useEffect(() => {
    if (!open) return setQuery('');
    (showSearchBox ? searchRef.current : listRef.current)?.focus();
  }, [open, showSearchBox]);

  useEffect(() => {
    if (!open || highlight < 0) return;
    const el = document.getElementById(optionId(highlight));
    if (typeof el?.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
  }, [open, highlight]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => { if (searching) setHighlight(0); }, [query, searching, setHighlight]);

  const label = selected
    ? t('selectedCountry', { name: selected.name, dialCode: selected.dialCode })
    : t('noCountry');

  return (
    <div className="ui-phone-country">
      <button
        ref={buttonRef}
        type="button"
        className="ui-phone-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => (open ? dropdown.close() : dropdown.openList())}
        onKeyDown={(e) => {
          if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
            e.preventDefault();
            dropdown.openList();
          }
        }}
      >
        {showFlags && selected ? <Flag iso2={selected.iso2} /> : null}
        {selected ? <bdi dir="ltr" className="ui-phone-trigger-code">+{selected.dialCode}</bdi> : <span className="ui-phone-trigger-code">{t('countryPicker')}</span>}
        <span className="ui-phone-caret" aria-hidden="true" />
      </button>
      {open ? (
        <div className={`ui-phone-popup ui-phone-popup--${dropdown.placement}`} data-placement={dropdown.placement}>
          {showSearchBox ? (
            <input
              ref={searchRef}
              type="search"
              className="ui-phone-search"
              aria-label={t('searchHint')}
              placeholder={t('searchHint')}
              aria-controls={listId}
              aria-activedescendant={highlight >= 0 && items[highlight] ? optionId(highlight) : undefined}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => { if (e.key.length !== 1) dropdown.onKeyDown(e); }}
            />
          ) : null}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-label={t('countryList')}
            aria-activedescendant={highlight >= 0 && items[highlight] ? optionId(highlight) : undefined}
            className="ui-phone-list"
            onKeyDown={dropdown.onKeyDown}
          >
            {items.length === 0 ? <li role="presentation" className="ui-phone-empty">{t('noResults')}</li> : null}
            {items.map((entry, index) => (
              <CountryOption
                key={`${index < preferredCount ? 'p' : 'c'}-${entry.iso2}`}
                id={optionId(index)}
                entry={entry}
                active={index === highlight}
                chosen={entry.iso2 === selected?.iso2}
                separatorAfter={index === preferredCount - 1}
                showDialCode={showDialCode}
                showFlags={showFlags}
                onHover={() => setHighlight(index)}
                onChoose={() => { dropdown.close(); onPick(entry); }}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

interface OptionProps {
  id: string;
  entry: CountryEntry;
  active: boolean;
  chosen: boolean;
  separatorAfter: boolean;
  showDialCode: boolean;
  showFlags: boolean;
  onHover: () => void;
  onChoose: () => void;
}

function CountryOption({ id, entry, active, chosen, separatorAfter, showDialCode, showFlags, onHover, onChoose }: OptionProps) {
  const cls = ['ui-phone-option', active && 'is-active', chosen && 'is-selected', separatorAfter && 'ui-phone-option--last-preferred']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      id={id}
      role="option"
      aria-selected={chosen}
      data-iso2={entry.iso2}
      className={cls}
      onMouseMove={active ? undefined : onHover}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
    >
      {showFlags ? <Flag iso2={entry.iso2} /> : null}
      <span className="ui-phone-option-name">{entry.name}</span>
      {showDialCode ? <bdi dir="ltr" className="ui-phone-option-code">+{entry.dialCode}</bdi> : null}
    </li>
  );
}

/** A country's flag as an image (decorative: the country's name or dial code is beside it). */
function Flag({ iso2 }: { iso2: string }) {
  return <img className="ui-phone-flag" src={flagUrl(iso2)} alt="" width={20} height={15} loading="lazy" decoding="async" />;
}
