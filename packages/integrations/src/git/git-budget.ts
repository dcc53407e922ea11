import type { GitContext } from './git-context.js';
import { GitError } from './git-error.js';

/**
 * Counts git commands and wall-clock time for one bounded piece of work. Once either runs out, no
 * further command starts; a command that times out ends the work too.
 */
export class GitBudget {
  private commands = 0;
  private exhausted = false;
  private readonly deadline: number;

  constructor(
    private readonly context: GitContext,
    private readonly maxCommands: number,
    budgetMs: number,
  ) {
    this.deadline = Date.now() + budgetMs;
  }

  /** The timeout for the next command, or null when the budget is spent. */
  private nextTimeout(): number | null {
    const left = this.deadline - Date.now();
    if (this.exhausted || this.commands >= this.maxCommands || left <= 0) return null;
    return Math.min(this.context.timeouts.local, left);
  }

  /**
   * Runs one command with the time left; null when the budget is spent or the command failed (a
   * missing line or path answers nothing, it does not stop the other probes).
   */
  async run<T>(command: (timeoutMs: number) => Promise<T>): Promise<T | null> {
    const timeoutMs = this.nextTimeout();
    if (timeoutMs === null) return null;
    this.commands += 1;
    try {
      return await command(timeoutMs);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      if (error.code === 'timeout') this.exhausted = true;
      return null;
    }
  }
}
