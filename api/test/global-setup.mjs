import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Jest loads global setup outside its ESM transform, so the template is built by tsx in a child process. */
export default function globalSetup() {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(process.execPath, ['--import', 'tsx', 'test/build-template.ts'], { cwd: apiDir, stdio: 'inherit' });
}
