import { defineConfig } from 'vitest/config';

// Each workspace owns a vitest.config.ts; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
