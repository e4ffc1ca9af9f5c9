import { isFromRemote, remoteBaseUrls } from './remote-origin';

const PAGE = 'https://example.com/en/groups';

describe('remote origins', () => {
  const bases = remoteBaseUrls(
    { 'mf-groups': '/remotes/mf-groups/mf-manifest.json', 'mf-chat': 'https://cdn.example.net/chat/1.2.0/mf-manifest.json', broken: 'http://[' },
    PAGE,
  );

  it('takes the folder of each manifest, absolute, skipping URLs that do not parse', () => {
    expect(bases).toEqual(['https://example.com/remotes/mf-groups/', 'https://cdn.example.net/chat/1.2.0/']);
  });

  it('recognises a remote by the file or a stack frame under its folder, on the site or a CDN', () => {
    expect(isFromRemote(new Error('x'), 'https://example.com/remotes/mf-groups/212.js', bases)).toBe(true);
    const fromCdn = Object.assign(new Error('x'), { stack: 'Error: x\n    at f (https://cdn.example.net/chat/1.2.0/main.js:1:2)' });
    expect(isFromRemote(fromCdn, '', bases)).toBe(true);
  });

  it('leaves the shell’s own errors and other folders to the shell', () => {
    expect(isFromRemote(new Error('x'), 'https://example.com/main.3a4b5c6d.js', bases)).toBe(false);
    // a CDN path of the same host that is not a configured remote's folder
    expect(isFromRemote(new Error('x'), 'https://cdn.example.net/chat/1.1.0/main.js', bases)).toBe(false);
    expect(isFromRemote('Script error.', 'https://example.com/other/remotes/x.js', bases)).toBe(false);
  });
});
