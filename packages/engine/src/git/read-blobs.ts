import { spawn } from 'node:child_process';

/** Reads many files at one commit with a single `git cat-file --batch`; missing files map to undefined. */
export function readBlobs(
  cwd: string,
  commit: string,
  paths: string[],
): Promise<Map<string, string | undefined>> {
  return new Promise((resolve) => {
    const out = new Map<string, string | undefined>();
    if (paths.length === 0) {
      resolve(out);
      return;
    }
    const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', () => resolve(out));
    child.on('close', () => {
      const data = Buffer.concat(chunks);
      let pos = 0;
      for (const p of paths) {
        const nl = data.indexOf(10, pos);
        if (nl < 0) break;
        const header = data.subarray(pos, nl).toString('utf8');
        pos = nl + 1;
        const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
        if (size === undefined) {
          out.set(p, undefined);
          continue;
        }
        const n = Number(size);
        out.set(p, data.subarray(pos, pos + n).toString('utf8'));
        pos += n + 1;
      }
      resolve(out);
    });
    child.stdin.end(`${paths.map((p) => `${commit}:${p}`).join('\n')}\n`);
  });
}
