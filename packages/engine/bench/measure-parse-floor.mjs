// The parse floor: read every code file the engine would read and parse it with oxc-parser, and
// every doc with remark + GFM. Prints {"ms": N, "files": N} for one folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { DEFAULT_CONFIG } from '../dist/config/config.js';
import { discoverFiles } from '../dist/discover/discover-files.js';

const root = path.resolve(process.argv[2] ?? '.');
const started = performance.now();
const found = discoverFiles(root, DEFAULT_CONFIG);
const processor = unified().use(remarkParse).use(remarkGfm);
let files = 0;
for (const rel of found.code) {
  if (!/\.[cm]?[jt]sx?$/.test(rel)) continue;
  parseSync(rel, readFileSync(path.join(root, rel), 'utf8'), { sourceType: 'unambiguous' });
  files++;
}
for (const rel of found.docs) {
  processor.parse(readFileSync(path.join(root, rel), 'utf8'));
  files++;
}
const { user, system } = process.cpuUsage();
process.stdout.write(
  `${JSON.stringify({ ms: Math.round(performance.now() - started), cpuMs: Math.round((user + system) / 1000), files })}\n`,
);
