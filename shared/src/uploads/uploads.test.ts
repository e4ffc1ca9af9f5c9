import { Blob as NodeBlob } from 'node:buffer';
import { acceptAttribute, checkFile, checkFileBytes, matchesSignature, declaredType, formatFileSize, formatTypeList, MB, uploadResources, UPLOAD_POLICIES } from './index';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('checkFile (the browser check before an upload)', () => {
  it('accepts a JPG or PNG join-request image up to 2 MB', () => {
    expect(checkFile(file('a.jpg', 2 * MB, 'image/jpeg'), 'join-request-image', 'en')).toBeNull();
    expect(checkFile(file('b.PNG', 1000), 'join-request-image', 'en')).toBeNull();
  });

  it('refuses a file over the limit, with the limit in the language asked', () => {
    expect(checkFile(file('a.png', 2.1e6, 'image/png'), 'join-request-image', 'en')).toEqual({ code: 'tooLarge', params: { limit: '2 megabytes' } });
    expect(checkFile(file('a.png', 2.1e6, 'image/png'), 'join-request-image', 'ar')).toEqual({ code: 'tooLarge', params: { limit: '٢ ميغابايت' } });
  });

  it('refuses a type the purpose does not take', () => {
    expect(checkFile(file('a.gif', 10, 'image/gif'), 'join-request-image', 'en')).toEqual({ code: 'typeNotAllowed', params: { types: 'JPG or PNG' } });
    expect(checkFile(file('setup.exe', 10, 'application/x-msdownload'), 'chat-file', 'en')?.code).toBe('typeNotAllowed');
    expect(checkFile(file('notes', 10), 'ticket-attachment', 'en')?.code).toBe('typeNotAllowed');
  });

  it('refuses an empty file', () => {
    expect(checkFile(file('a.png', 0, 'image/png'), 'ticket-attachment', 'en')).toEqual({ code: 'empty', params: {} });
  });
});

test('declaredType trusts the declared MIME type, then the extension', () => {
  expect(declaredType(file('x.bin', 1, 'image/png'))).toBe('image/png');
  expect(declaredType(file('photo.JPEG', 1))).toBe('image/jpeg');
  expect(declaredType(file('voice.webm', 1, 'audio/webm;codecs=opus'))).toBe('audio/webm');
  expect(declaredType(file('x.svg', 1, 'image/svg+xml'))).toBeNull();
});

test('sizes and type lists read naturally in both languages', () => {
  expect(formatFileSize(10 * MB, 'en')).toBe('10 megabytes');
  expect(formatFileSize(1536, 'en')).toBe('2 kilobytes');
  expect(formatFileSize(12, 'en')).toBe('12 bytes');
  expect(formatTypeList(['image/jpeg', 'image/png', 'application/pdf'], 'ar')).toBe('JPG أو PNG أو PDF');
  expect(formatTypeList(['video/webm', 'audio/webm'], 'en')).toBe('WEBM');
});

test('acceptAttribute lists the MIME types and extensions of a purpose', () => {
  expect(acceptAttribute('join-request-image')).toBe('image/jpeg,image/png,.jpg,.png,.jpeg');
});

test('no policy allows a type that is shown in the page and can run script (SVG, HTML)', () => {
  const all = Object.values(UPLOAD_POLICIES).flatMap((p) => [...p.types] as string[]);
  expect(all.some((t) => /svg|html|javascript|^(text|application)\/xml/.test(t))).toBe(false);
});

test('every message keeps its placeholders in Arabic', () => {
  const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
  for (const [key, text] of Object.entries(uploadResources.en)) {
    expect([key, holes(uploadResources.ar[key as keyof typeof uploadResources.ar])]).toEqual([key, holes(text)]);
  }
});

describe('checkFileBytes (the first bytes against the claimed type)', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  // Node's Blob: jsdom's has no arrayBuffer(), which every browser's has.
  const named = (bytes: number[], name: string, type: string) => Object.assign(new NodeBlob([new Uint8Array(bytes)], { type }) as unknown as Blob, { name });

  it('passes a real PNG and JPEG, refuses an executable or a GIF named .png', async () => {
    expect(await checkFileBytes(named(PNG, 'a.png', 'image/png'), 'join-request-image', 'en')).toBeNull();
    expect(await checkFileBytes(named([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'a.jpg', 'image/jpeg'), 'join-request-image', 'en')).toBeNull();
    for (const head of [[0x7f, 0x45, 0x4c, 0x46, 2, 1], [0x4d, 0x5a, 0x90, 0], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]]) {
      expect(await checkFileBytes(named(head, 'photo.png', 'image/png'), 'join-request-image', 'en')).toEqual({
        code: 'contentMismatch',
        params: { type: 'PNG', types: 'JPG or PNG' },
      });
    }
  });

  it('runs the size and type checks first, and leaves types without a short signature to the API', async () => {
    expect((await checkFileBytes(named([0x47, 0x49, 0x46, 0x38], 'a.gif', 'image/gif'), 'join-request-image', 'en'))?.code).toBe('typeNotAllowed');
    expect(matchesSignature('text/plain', new Uint8Array([1, 2, 3]))).toBe(true);
  });
});
