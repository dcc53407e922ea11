import { writeSync } from 'node:fs';

/** Set by the isolating parent: the file descriptor of the pipe it reads announcements from. */
const fd = Number(process.env.DRIFTWATCH_ANNOUNCE_FD ?? Number.NaN);

/**
 * Tells the isolating parent that this process starts (`start`) or has finished (`end`) reading
 * a file. The write is a system call, so the line reaches the parent even when the parser then
 * kills the process (a native stack overflow, the heap limit): the parent then knows which file
 * to leave out when it starts the scan again. Without a parent this does nothing.
 */
export function announceFile(event: 'start' | 'end', rel: string): void {
  if (Number.isNaN(fd)) return;
  writeSync(fd, `${event}\t${rel}\n`);
}
