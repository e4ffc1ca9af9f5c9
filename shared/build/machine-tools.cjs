/**
 * The programs from Debian's packages that the tests and the cluster drive: Chromium for the
 * end-to-end tests and the benchmarks, nginx for `npm run cluster`. A missing one is installed
 * with apt-get when running as root (CI, a container); otherwise the run stops at once, naming the
 * one command to run. `npm test` checks both before anything else:
 *
 *   node shared/build/machine-tools.cjs chromium nginx
 */
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

/** @typedef {{ binary: string, pkg: string, why: string }} Tool */

/** @type {{ chromium: Tool, nginx: Tool }} */
const TOOLS = {
  chromium: { binary: process.env.CHROME_PATH ?? '/usr/bin/chromium', pkg: 'chromium', why: 'the end-to-end tests drive Debian\'s Chromium' },
  nginx: { binary: process.env.NGINX ?? '/usr/sbin/nginx', pkg: 'nginx', why: 'the cluster runs behind Debian\'s nginx' },
};

/**
 * What the check reads of the machine; each defaults to the real one (tests pass their own).
 * @typedef {{
 *   exists?: (file: string) => boolean,
 *   isRoot?: boolean,
 *   run?: (command: string, args: string[]) => number,
 *   log?: (line: string) => void,
 * }} Machine
 */

/** @param {string} command @param {string[]} args @returns {number} */
function runInherited(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status ?? 1;
}

/**
 * Makes sure `tool.binary` exists: installs its Debian package when missing and running as
 * root. Answers null when the program is there, else why not, with the command that fixes it.
 * @param {Tool} tool
 * @param {Machine} [machine]
 * @returns {string | null}
 */
function ensureTool(tool, machine = {}) {
  const exists = machine.exists ?? fs.existsSync;
  if (exists(tool.binary)) return null;
  const command = `apt-get install -y ${tool.pkg}`;
  const isRoot = machine.isRoot ?? process.getuid?.() === 0;
  if (!isRoot) return `${tool.binary} is missing (${tool.why}). Install it, then run again: sudo ${command}`;
  const run = machine.run ?? runInherited;
  (machine.log ?? console.log)(`${tool.binary} is missing (${tool.why}): installing Debian's ${tool.pkg}`);
  const installed = run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', tool.pkg]) === 0;
  if (installed && exists(tool.binary)) return null;
  return `${tool.binary} is still missing after installing ${tool.pkg} (${command})`;
}

/** @param {string} name @returns {name is keyof TOOLS} */
const isToolName = (name) => Object.hasOwn(TOOLS, name);

/** The command line: each named tool in turn; exits 1 at the first that cannot be had. */
function main() {
  for (const name of process.argv.slice(2)) {
    if (!isToolName(name)) {
      console.error(`unknown tool ${name} (known: ${Object.keys(TOOLS).join(', ')})`);
      process.exit(2);
    }
    const problem = ensureTool(TOOLS[name]);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }
}

if (require.main === module) main();

module.exports = { TOOLS, ensureTool };
