export { buildServer, defaultWebDistDir, type ServerDependencies } from './build-server.js';
export type { AppConfig } from './config/app-config.js';
export { ConfigError, loadConfig, parseEnvironment } from './config/load-config.js';
export type { Clock, ServerContext } from './server-context.js';
