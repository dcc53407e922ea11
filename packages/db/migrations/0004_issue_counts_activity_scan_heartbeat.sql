CREATE TABLE "drift_issue_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"commit_sha" text,
	"scan_id" uuid,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drift_issue_counts" (
	"organization_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"status" text NOT NULL,
	"severity" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "drift_issue_counts_organization_id_repository_id_status_severity_pk" PRIMARY KEY("organization_id","repository_id","status","severity")
);
--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "orphaned_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drift_issue_activity" ADD CONSTRAINT "drift_issue_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_activity" ADD CONSTRAINT "drift_issue_activity_issue_id_drift_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."drift_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_activity" ADD CONSTRAINT "drift_issue_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_activity" ADD CONSTRAINT "drift_issue_activity_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_counts" ADD CONSTRAINT "drift_issue_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_counts" ADD CONSTRAINT "drift_issue_counts_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drift_issue_activity_issue_idx" ON "drift_issue_activity" USING btree ("issue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "scans_running_heartbeat_idx" ON "scans" USING btree ("heartbeat_at") WHERE "scans"."status" = 'running';--> statement-breakpoint
-- Counts follow drift_issues through statement-level triggers: each statement's changed rows are
-- summed per (organization, repository, status, severity) and applied in one ordered upsert, so two
-- transactions touch the count rows in the same order and a bulk change of 1,000 issues is one write.
CREATE FUNCTION drift_issue_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO drift_issue_counts (organization_id, repository_id, status, severity, count)
    SELECT organization_id, repository_id, status, severity, count(*)::int FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, repository_id, status, severity)
    DO UPDATE SET count = drift_issue_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE drift_issue_counts AS counts SET count = counts.count - changed.removed
    FROM (SELECT organization_id, repository_id, status, severity, count(*)::int AS removed FROM old_rows
          GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4) AS changed
    WHERE counts.organization_id = changed.organization_id AND counts.repository_id = changed.repository_id
      AND counts.status = changed.status AND counts.severity = changed.severity;
  ELSE
    INSERT INTO drift_issue_counts (organization_id, repository_id, status, severity, count)
    SELECT organization_id, repository_id, status, severity, sum(delta)::int FROM (
      SELECT organization_id, repository_id, status, severity, 1 AS delta FROM new_rows
      UNION ALL
      SELECT organization_id, repository_id, status, severity, -1 AS delta FROM old_rows
    ) AS moves
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, repository_id, status, severity)
    DO UPDATE SET count = drift_issue_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER drift_issue_counts_insert AFTER INSERT ON drift_issues
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drift_issue_counts_apply();
--> statement-breakpoint
CREATE TRIGGER drift_issue_counts_update AFTER UPDATE ON drift_issues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drift_issue_counts_apply();
--> statement-breakpoint
CREATE TRIGGER drift_issue_counts_delete AFTER DELETE ON drift_issues
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drift_issue_counts_apply();
--> statement-breakpoint
INSERT INTO drift_issue_counts (organization_id, repository_id, status, severity, count)
SELECT organization_id, repository_id, status, severity, count(*)::int FROM drift_issues GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Issues found before activity was recorded get the history their row still tells: the detection,
-- and the resolution of those resolved now.
INSERT INTO "drift_issue_activity" ("organization_id", "issue_id", "kind", "actor_name", "to_status", "commit_sha", "scan_id", "created_at")
SELECT i."organization_id", i."id", 'detected', 'Driftwatch scanner', 'open', s."commit_sha", i."first_scan_id", i."created_at"
FROM "drift_issues" i LEFT JOIN "scans" s ON s."id" = i."first_scan_id";
--> statement-breakpoint
INSERT INTO "drift_issue_activity" ("organization_id", "issue_id", "kind", "actor_user_id", "actor_name", "from_status", "to_status", "note", "created_at")
SELECT "organization_id", "id", 'status_changed', "resolved_by_user_id", coalesce("resolved_by", 'Driftwatch scanner'), 'open', 'resolved', "resolution", "resolved_at"
FROM "drift_issues" WHERE "status" = 'resolved' AND "resolved_at" IS NOT NULL;
--> statement-breakpoint
-- Scans running when this migration runs count from their start, so a dead one is still recovered.
UPDATE "scans" SET "heartbeat_at" = "started_at" WHERE "status" = 'running';
