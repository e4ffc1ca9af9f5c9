/**
 * Emits builds/latest.json (polled by the shell to detect a new release) and
 * builds/meta/{buildId}.json (the build manifest the shell fetches once after start).
 */
const { execSync } = require('node:child_process');

function currentBuildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let sha = 'local';
  try {
    sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // not a git checkout: the timestamp alone identifies the build
  }
  return `${sha}-${Date.now().toString(36)}`;
}

/** @param {string} [id] */
function buildInfoPlugin(id = currentBuildId()) {
  return {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('BuildInfo', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'BuildInfo', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          const latest = { id, timestamp: Date.now() };
          compilation.emitAsset('builds/latest.json', new RawSource(JSON.stringify(latest)));
          compilation.emitAsset(`builds/meta/${id}.json`, new RawSource(JSON.stringify({ id, timestamp: latest.timestamp, matcher: {}, prerendered: [] })));
        });
      });
    },
  };
}

module.exports = { buildInfoPlugin, currentBuildId };
