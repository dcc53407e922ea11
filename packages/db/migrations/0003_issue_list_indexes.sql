CREATE INDEX "drift_issues_organization_status_severity_idx" ON "drift_issues" USING btree ("organization_id","status","severity","created_at","id");--> statement-breakpoint
CREATE INDEX "drift_issues_organization_repository_idx" ON "drift_issues" USING btree ("organization_id","repository_id","created_at","id");--> statement-breakpoint
-- Issue search matches text anywhere in the key, title, description and identifier. A trigram
-- index keeps that fast on PostgreSQL; PGlite has no pg_trgm unless loaded, and searches there
-- scan one organization's rows, which an embedded install keeps small.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: drift issue search runs without a trigram index';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS drift_issues_search_trgm_idx ON drift_issues USING gin ('
      || '(lower(key || '' '' || title || '' '' || description || '' '' || coalesce(metadata->>''identifier'', ''''))) gin_trgm_ops)';
  END IF;
END $$;
