import i18next from 'i18next';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { Trans } from './trans';
import { bindI18n, useTranslation } from './react-binding';

const instance = i18next.createInstance();

beforeAll(async () => {
  bindI18n(instance);
  await instance.init({
    lng: 'en',
    resources: {
      en: { one: { hello: 'Hello', hint: 'Type <ltr>+966…</ltr> or <b>{{name}}</b>.' }, two: { only: 'From two' } },
      ar: { one: { hello: 'مرحبًا', hint: 'اكتب <ltr>+966…</ltr> أو <b>{{name}}</b>.' }, two: { only: 'من الثانية' } },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => act(() => instance.changeLanguage('en')));

function Greeting() {
  const { t } = useTranslation('one');
  // A memo on `t` must see the new language too.
  const shout = useMemo(() => t('hello').toUpperCase(), [t]);
  return <p>{t('hello')} {shout}</p>;
}

describe('useTranslation', () => {
  it('renders again in the new language when the language changes, with a new t', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello HELLO')).toBeInTheDocument();
    await act(() => instance.changeLanguage('ar'));
    expect(screen.getByText('مرحبًا مرحبًا')).toBeInTheDocument();
  });

  it('falls back through the namespaces in order, and keeps a fixed language when asked', () => {
    const { result } = renderHook(() => useTranslation(['one', 'two']));
    expect(result.current.t('only')).toBe('From two');
    const fixed = renderHook(() => useTranslation('one', { lng: 'ar' }));
    expect(fixed.result.current.t('hello')).toBe('مرحبًا');
  });
});

describe('Trans', () => {
  it('puts each tag of the text into the element named for it, values filled in', async () => {
    const { container } = render(<Trans ns="one" i18nKey="hint" values={{ name: 'Huda' }} components={{ ltr: <bdi dir="ltr" />, b: <strong /> }} />);
    expect(container.innerHTML).toBe('Type <bdi dir="ltr">+966…</bdi> or <strong>Huda</strong>.');
    await act(() => instance.changeLanguage('ar'));
    expect(container.innerHTML).toBe('اكتب <bdi dir="ltr">+966…</bdi> أو <strong>Huda</strong>.');
  });
});
