CREATE TABLE "drift_issue_counts" (
	"organization_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"status" text NOT NULL,
	"severity" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "drift_issue_counts_organization_id_repository_id_status_severity_pk" PRIMARY KEY("organization_id","repository_id","status","severity")
);
--> statement-breakpoint
ALTER TABLE "drift_issue_counts" ADD CONSTRAINT "drift_issue_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_counts" ADD CONSTRAINT "drift_issue_counts_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
