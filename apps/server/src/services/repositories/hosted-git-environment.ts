import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file the hosted git environment points GIT_CONFIG_GLOBAL at. */
export const hostedGitConfigName = '.hosted-gitconfig';

function quoted(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** The global git config files git would read without GIT_CONFIG_GLOBAL, in git's order. */
function globalConfigFiles(env: NodeJS.ProcessEnv): string[] {
  if (env.GIT_CONFIG_GLOBAL) return [env.GIT_CONFIG_GLOBAL];
  const home = env.HOME;
  const xdg = env.XDG_CONFIG_HOME || (home ? path.join(home, '.config') : undefined);
  return [
    ...(xdg ? [path.join(xdg, 'git', 'config')] : []),
    ...(home ? [path.join(home, '.gitconfig')] : []),
  ];
}

/**
 * The environment git runs with on a hosted install: the operator's own global config (proxies,
 * CA bundles) is included first, then `http.followRedirects=false`, so a public remote cannot send
 * git's HTTP requests on to a private or local address by redirecting (git follows the first
 * redirect by default). Git ignores included files that do not exist. The git provider passes no
 * per-command config, so the setting travels as a config file written into the checkouts folder,
 * where repository keys (which start with a letter or digit) cannot collide with it.
 */
export function hostedGitEnvironment(checkoutsDir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = path.join(checkoutsDir, hostedGitConfigName);
  const lines = [
    '# Written by Driftwatch (DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES=false); rewritten at every start.',
    ...globalConfigFiles(env).map((included) => `[include]\n\tpath = ${quoted(included)}`),
    '[http]',
    '\tfollowRedirects = false',
    '',
  ];
  mkdirSync(checkoutsDir, { recursive: true });
  writeFileSync(file, lines.join('\n'), { mode: 0o600 });
  return { ...env, GIT_CONFIG_GLOBAL: file };
}
