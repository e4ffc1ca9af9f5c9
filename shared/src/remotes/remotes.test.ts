import { defaultManifestUrl, devManifestUrl, remoteEnvKey, remoteNamed, REMOTES } from '.';

describe('the remote list', () => {
  it('derives each remote’s environment variable and manifest URLs from its name', () => {
    expect(remoteEnvKey('mf-marketing')).toBe('REMOTE_MF_MARKETING_URL');
    expect(remoteEnvKey('mf-chat')).toBe('REMOTE_MF_CHAT_URL');
    expect(defaultManifestUrl('mf-groups')).toBe('/remotes/mf-groups/mf-manifest.json');
    expect(devManifestUrl('mf-portal')).toBe(`http://localhost:${remoteNamed('mf-portal').devPort}/mf-manifest.json`);
  });

  it('gives every remote its own name, federation container and dev port', () => {
    for (const key of ['name', 'federation', 'devPort'] as const) {
      expect(new Set(REMOTES.map((r) => r[key])).size).toBe(REMOTES.length);
    }
    for (const r of REMOTES) expect(r.federation).toMatch(/^[A-Za-z_$][\w$]*$/);
  });
});
