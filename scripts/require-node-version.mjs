// Stops with a clear message on a Node.js older than package.json's `engines.node` (">=X.Y"):
// older versions fail later with obscure errors (missing `require` of ES modules, syntax errors).
import { readFileSync } from 'node:fs';

export function requireNodeVersion() {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const [major = 0, minor = 0] = /^>=(\d+)\.(\d+)/.exec(engines.node)?.slice(1).map(Number) ?? [];
  const [currentMajor = 0, currentMinor = 0] = process.versions.node.split('.').map(Number);
  if (currentMajor > major || (currentMajor === major && currentMinor >= minor)) return;
  console.error(
    `Driftwatch needs Node.js ${major}.${minor} or newer; this is Node.js ${process.versions.node}. ` +
      'Install a current Node.js (20, 22 or 24) and run the command again.',
  );
  process.exit(1);
}
