/** The typed configuration the server runs with, built once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string } | undefined;
  githubApp: { slug: string | undefined; installUrl: string } | undefined;
  secretKey: string;
  adminEmails: ReadonlySet<string>;
  logLevel: string;
  sessionTtlMs: number;
  authRateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  webDistDir: string | undefined;
}
