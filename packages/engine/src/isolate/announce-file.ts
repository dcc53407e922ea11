import { writeSync } from 'node:fs';

/**
 * The file descriptor of the pipe the isolating parent reads announcements from, set by that parent
 * in the environment. Read on first use, not on import: the server imports the engine too.
 */
let announceFd: number | undefined;

/**
 * Tells the isolating parent that this process starts (`start`) or has finished (`end`) reading
 * a file. The write is a system call, so the line reaches the parent even when the parser then
 * kills the process (a native stack overflow, the heap limit): the parent then knows which file
 * to leave out when it starts the scan again. Without a parent this does nothing.
 */
export function announceFile(event: 'start' | 'end', rel: string): void {
  announceFd ??= Number(process.env.DRIFTWATCH_ANNOUNCE_FD ?? Number.NaN);
  if (Number.isNaN(announceFd)) return;
  writeSync(announceFd, `${event}\t${rel}\n`);
}
