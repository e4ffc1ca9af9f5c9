/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateTypes } from '@module-federation/dts-plugin/core';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const CONTRACT = path.join(REPO, 'shell', 'src', 'remotes', 'contracts', 'chat.tsx');

/**
 * mf-chat's published types, made the way its build makes them (the federation types plugin), from
 * a copy of its source in `root` after `change`; then the shell's check of its use of them.
 */
async function chatTypes(root: string, change: (widget: string) => string): Promise<string> {
  const remote = path.join(root, 'mf-chat');
  fs.cpSync(path.join(REPO, 'mf-chat', 'src'), path.join(remote, 'src'), { recursive: true });
  // The remote's own settings, without its test files and their test-only types.
  fs.writeFileSync(path.join(remote, 'tsconfig.json'), JSON.stringify({
    extends: path.join(REPO, 'mf-chat', 'tsconfig.json'),
    compilerOptions: { types: [] },
    include: ['src', path.join(REPO, 'shared', 'src', '**', '*.d.ts')],
    exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  }));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  const widget = path.join(remote, 'src', 'widget.tsx');
  fs.writeFileSync(widget, change(fs.readFileSync(widget, 'utf8')));
  const outputDir = path.join(root, 'published');
  await generateTypes({
    remote: {
      moduleFederationConfig: { name: 'mf_chat', filename: 'remoteEntry.js', exposes: { './spa': './src/spa.tsx', './widget': './src/widget.tsx' } },
      context: remote,
      tsConfigPath: path.join(remote, 'tsconfig.json'),
      outputDir,
      deleteTypesFolder: false,
      abortOnError: true,
      extractThirdParty: false,
      compileInChildProcess: false,
    },
  });
  return path.join(outputDir, '@mf-types');
}

/** The shell's type check of its use of mf_chat (contracts/chat.tsx) against `types`. */
function checkShell(root: string, types: string) {
  const config = path.join(root, 'tsconfig.consumer.json');
  fs.writeFileSync(config, JSON.stringify({
    extends: path.join(REPO, 'shell', 'tsconfig.json'),
    compilerOptions: { types: [], paths: { 'mf_chat/*': [`${types}/*`] } },
    include: [],
    files: [CONTRACT, path.join(REPO, 'shared', 'src', 'env.d.ts')],
  }));
  return spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', config], { encoding: 'utf8' });
}

describe('a remote\'s published types against the shell\'s use of them', () => {
  const roots: string[] = [];
  const tempRoot = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-types-'));
    roots.push(root);
    return root;
  };
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  it('passes with mf-chat as it is', async () => {
    const root = tempRoot();
    const result = checkShell(root, await chatTypes(root, (widget) => widget));
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('fails the shell\'s type check when the widget\'s props change in a way the shell cannot take', async () => {
    const root = tempRoot();
    const renamed = (widget: string) => {
      const changed = widget.replace('export function ChatWidget({ lang }: ChatLauncherProps) {\n  return <ChatLauncher lang={lang} />;', "export function ChatWidget({ locale }: { locale: ChatLauncherProps['lang'] }) {\n  return <ChatLauncher lang={locale} />;");
      if (changed === widget) throw new Error('widget.tsx no longer has the props this test changes');
      return changed;
    };
    const result = checkShell(root, await chatTypes(root, renamed));
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(/contracts\/chat\.tsx.*error TS\d+:.*'lang'/s);
  }, 120_000);
});
