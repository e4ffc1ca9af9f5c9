import { render, renderHook, screen } from '@testing-library/react';
import { compareLocales, initI18n, IN_STEP } from '@site/shared/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { formatDuration, MessageBody, useKindName } from './message-body';

beforeAll(async () => {
  await initI18n('en');
});

const file = (type: string) => ({ id: 'f', name: 'a.bin', type, size: 2048, url: '/api/uploads/f?exp=1&sig=s' });

describe('MessageBody', () => {
  it('makes links clickable in text isolated with dir=auto', () => {
    render(<MessageBody lang="en" message={{ content: { kind: 'text', text: 'مرحبا see https://example.com/a?b=1 now' }, file: null }} />);
    expect(screen.getByRole('link', { name: 'https://example.com/a?b=1' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/مرحبا/)).toHaveAttribute('dir', 'auto');
  });

  it.each([
    ['en', '24.7136, 46.6753'],
    ['ar', '٢٤٫٧١٣٦، ٤٦٫٦٧٥٣'],
  ] as const)("writes coordinates in the language's digits and comma (%s)", (lang, shown) => {
    render(<MessageBody lang={lang} message={{ content: { kind: 'location', latitude: 24.7136, longitude: 46.6753 }, file: null }} />);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('shows a location card with a map link, a voice note player and a file download', () => {
    const { container } = render(
      <>
        <MessageBody lang="en" message={{ content: { kind: 'location', latitude: 24.7136, longitude: 46.6753 }, file: null }} />
        <MessageBody lang="en" message={{ content: { kind: 'voice', uploadId: 'f', durationMs: 65_000 }, file: file('audio/webm') }} />
        <MessageBody lang="en" message={{ content: { kind: 'file', uploadId: 'f' }, file: file('application/pdf') }} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Open in map' }).getAttribute('href')).toContain('mlat=24.7136');
    expect(screen.getByText('Voice note, 1:05')).toBeInTheDocument();
    expect(container.querySelector('audio[controls]')).toHaveAttribute('src', file('audio/webm').url);
    expect(screen.getByRole('link', { name: 'Download a.bin (2 kilobytes)' })).toHaveAttribute('download', 'a.bin');
  });

  it('speaks the given language, whatever the page is in: Arabic texts and digits', () => {
    render(<MessageBody lang="ar" message={{ content: { kind: 'voice', uploadId: 'f', durationMs: 65_000 }, file: file('audio/webm') }} />);
    expect(screen.getByText(`رسالة صوتية، ${formatDuration(65_000, 'ar')}`)).toBeInTheDocument();
    expect(formatDuration(65_000, 'ar')).toBe('١:٠٥');
  });

  it('names a photo that is still uploading (no file yet) instead of showing nothing', () => {
    render(<MessageBody lang="en" message={{ content: { kind: 'photo', uploadId: 'f' }, file: null }} />);
    expect(screen.getByText('Photo')).toBeInTheDocument();
  });
});

test('kind names in both languages, and both languages hold the same texts', () => {
  const { result } = renderHook(() => [useKindName('en'), useKindName('ar')] as const);
  expect(result.current[0]('voice')).toBe('Voice note');
  expect(result.current[1]('voice')).toBe('رسالة صوتية');
  expect(compareLocales(en, ar)).toEqual(IN_STEP);
});
