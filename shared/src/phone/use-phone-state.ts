import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildCountryList, countryEntry, isCountryAllowed, toCountryCode } from './countries';
import { detectTypedCountry, formatAsYouType, nationalDigitsOf, normalizeMode } from './format-phone';
import { DEFAULT_GEO_URL, pickInitialCountry } from './geo';
import { isAcceptedText, normalizePhoneText } from './normalize-digits';
import { parsePhone, phoneResultToValue } from './parse-phone';
import type { PhoneInputProps } from './phone-input-props';
import type { CountryCode, CountryEntry, PhoneResult } from './types';
import { useGeoCountry } from './use-geo-country';

const asText = (value: PhoneInputProps['value']) => (value && typeof value === 'object' ? value.input : value ?? '');
const key = (list?: readonly string[]) => (list ?? []).join(',').toUpperCase();

/** Text, country and result of one phone input; the component only renders them. */
export function usePhoneState(props: PhoneInputProps, lang: string) {
  const { autoFormat = true, autoDetectCountry = true, onChange } = props;
  const only = key(props.onlyCountries);
  const ignored = key(props.ignoredCountries);
  const preferredKey = key(props.preferredCountries);
  const filter = useMemo(() => ({ onlyCountries: only ? only.split(',') : [], ignoredCountries: ignored ? ignored.split(',') : [] }), [only, ignored]);
  const list = useMemo(
    () => buildCountryList({ lang, preferredCountries: preferredKey ? preferredKey.split(',') : [], ...filter }),
    [lang, preferredKey, filter],
  );
  const mode = useMemo(() => normalizeMode(props.mode), [props.mode]);

  const allowedDefault = toCountryCode(props.defaultCountry);
  const defaultCountry = allowedDefault && isCountryAllowed(allowedDefault, filter) ? allowedDefault : undefined;
  const initialText = normalizePhoneText(props.value !== undefined ? asText(props.value) : props.defaultValue ?? '');
  const [country, setCountry] = useState<CountryCode | undefined>(() => detectTypedCountry(initialText) ?? defaultCountry);
  const [text, setText] = useState(() => (autoFormat ? formatAsYouType(initialText, country) : initialText));
  const home = useRef<CountryCode | undefined>(defaultCountry);
  const chosen = useRef(Boolean(country));
  const emitted = useRef<{ text: string; value: string }>({ text, value: text });
  const latest = useRef({ text, country });
  latest.current = { text, country };

  const parse = useCallback(
    (value: string, c: CountryCode | undefined) =>
      parsePhone(value, { country: c, mode, ...filter, iddFromCountry: toCountryCode(props.iddFromCountry) ?? home.current }),
    [mode, filter, props.iddFromCountry],
  );

  const commit = useCallback(
    (value: string, c: CountryCode | undefined): PhoneResult => {
      const result = parse(value, c);
      emitted.current = { text: value, value: phoneResultToValue(result) };
      setText(value);
      setCountry(c);
      onChange?.(result);
      return result;
    },
    [parse, onChange],
  );

  const needsGeo = autoDetectCountry && !defaultCountry && !chosen.current;
  useGeoCountry(needsGeo, props.geoUrl ?? DEFAULT_GEO_URL, (detected) => {
    const picked = pickInitialCountry(detected, list.preferred.map((c) => c.iso2), list.rest.map((c) => c.iso2), filter);
    if (chosen.current || !picked) return;
    chosen.current = true;
    home.current = detected ?? picked;
    if (latest.current.text) commit(latest.current.text, picked);
    else setCountry(picked);
  });

  useEffect(() => {
    if (autoDetectCountry || chosen.current) return;
    // No lookup: fall back to the first preferred country, else the first in the list.
    chosen.current = true;
    setCountry(list.preferred[0]?.iso2 ?? list.rest[0]?.iso2);
  }, [autoDetectCountry, list]);

  // Controlled: follow value changes that did not come from this input.
  useEffect(() => {
    if (props.value === undefined) return;
    const incoming = normalizePhoneText(asText(props.value));
    if (incoming === emitted.current.text || incoming === emitted.current.value) return;
    const typed = detectTypedCountry(incoming, latest.current.country) ?? latest.current.country;
    const shown = autoFormat ? formatAsYouType(incoming, typed) : incoming;
    emitted.current = { text: shown, value: incoming };
    setText(shown);
    setCountry(typed);
  }, [props.value, autoFormat]);

  const handleInput = (raw: string) => {
    const next = normalizePhoneText(raw);
    if (!isAcceptedText(next, props)) return;
    const typed = detectTypedCountry(next, country);
    const c = typed && isCountryAllowed(typed, filter) ? typed : country;
    if (typed) chosen.current = true;
    const deleting = next.length < text.length;
    let shown = next;
    if (autoFormat && !deleting) {
      const result = parse(next, c);
      const modeText = result.valid && ['national', 'international', 'e.164', 'auto'].includes(mode);
      shown = modeText && result.formatted.length <= (props.maxLength ?? 25) ? result.formatted : formatAsYouType(next, c);
      if (modeText && result.country && result.country !== c && isCountryAllowed(result.country, filter)) {
        return commit(shown, result.country);
      }
    }
    commit(shown, c);
  };

  const handlePick = (entry: CountryEntry) => {
    chosen.current = true;
    let next = text;
    if (text.trim().startsWith('+')) {
      next = `+${entry.dialCode}${nationalDigitsOf(text)}`;
      if (autoFormat) next = formatAsYouType(next, entry.iso2);
    }
    commit(next, entry.iso2);
  };

  const selected = country ? list.all.find((c) => c.iso2 === country) ?? countryEntry(country, lang) : undefined;
  return { text, list, selected, handleInput, handlePick, result: () => parse(text, country) };
}
