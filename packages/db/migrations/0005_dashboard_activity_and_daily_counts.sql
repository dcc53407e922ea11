CREATE TABLE "drift_issue_daily_counts" (
	"organization_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"day" date NOT NULL,
	"open_delta" integer NOT NULL,
	"detected" integer NOT NULL,
	"resolved" integer NOT NULL,
	CONSTRAINT "drift_issue_daily_counts_organization_id_repository_id_day_pk" PRIMARY KEY("organization_id","repository_id","day")
);
--> statement-breakpoint
ALTER TABLE "drift_issue_daily_counts" ADD CONSTRAINT "drift_issue_daily_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_daily_counts" ADD CONSTRAINT "drift_issue_daily_counts_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drift_issue_activity_organization_idx" ON "drift_issue_activity" USING btree ("organization_id","created_at","id");--> statement-breakpoint
-- hand-written:
-- Daily counts follow drift_issue_activity through a statement-level trigger: each statement's
-- entries that change a status are summed per (organization, repository, UTC day) and applied in one
-- ordered upsert, so two transactions touch the day rows in the same order. An entry moves the open
-- total (open or in progress) by +1 into it, -1 out of it, 0 otherwise.
CREATE FUNCTION drift_issue_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO drift_issue_daily_counts (organization_id, repository_id, day, open_delta, detected, resolved)
  SELECT n.organization_id, i.repository_id, (n.created_at AT TIME ZONE 'UTC')::date,
    sum(coalesce((n.to_status IN ('open', 'in_progress'))::int, 0)
      - coalesce((n.from_status IN ('open', 'in_progress'))::int, 0))::int,
    (count(*) FILTER (WHERE n.kind = 'detected'))::int,
    (count(*) FILTER (WHERE n.to_status = 'resolved' AND n.from_status IS DISTINCT FROM 'resolved'))::int
  FROM new_rows n JOIN drift_issues i ON i.id = n.issue_id
  WHERE n.to_status IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, repository_id, day) DO UPDATE SET
    open_delta = drift_issue_daily_counts.open_delta + excluded.open_delta,
    detected = drift_issue_daily_counts.detected + excluded.detected,
    resolved = drift_issue_daily_counts.resolved + excluded.resolved;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER drift_issue_daily_counts_insert AFTER INSERT ON drift_issue_activity
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drift_issue_daily_counts_apply();
--> statement-breakpoint
INSERT INTO drift_issue_daily_counts (organization_id, repository_id, day, open_delta, detected, resolved)
SELECT a.organization_id, i.repository_id, (a.created_at AT TIME ZONE 'UTC')::date,
  sum(coalesce((a.to_status IN ('open', 'in_progress'))::int, 0)
    - coalesce((a.from_status IN ('open', 'in_progress'))::int, 0))::int,
  (count(*) FILTER (WHERE a.kind = 'detected'))::int,
  (count(*) FILTER (WHERE a.to_status = 'resolved' AND a.from_status IS DISTINCT FROM 'resolved'))::int
FROM drift_issue_activity a JOIN drift_issues i ON i.id = a.issue_id
WHERE a.to_status IS NOT NULL
GROUP BY 1, 2, 3;
