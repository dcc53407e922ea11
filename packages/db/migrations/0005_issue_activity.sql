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
ALTER TABLE "drift_issue_activity" ADD CONSTRAINT "drift_issue_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_activity" ADD CONSTRAINT "drift_issue_activity_issue_id_drift_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."drift_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_activity" ADD CONSTRAINT "drift_issue_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_activity" ADD CONSTRAINT "drift_issue_activity_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drift_issue_activity_issue_idx" ON "drift_issue_activity" USING btree ("issue_id","created_at","id");--> statement-breakpoint
-- Issues found before activity was recorded get the history their row still tells: the detection,
-- and the resolution of those resolved now.
INSERT INTO "drift_issue_activity" ("organization_id", "issue_id", "kind", "actor_name", "to_status", "commit_sha", "scan_id", "created_at")
SELECT i."organization_id", i."id", 'detected', 'Driftwatch scanner', 'open', s."commit_sha", i."first_scan_id", i."created_at"
FROM "drift_issues" i LEFT JOIN "scans" s ON s."id" = i."first_scan_id";
--> statement-breakpoint
INSERT INTO "drift_issue_activity" ("organization_id", "issue_id", "kind", "actor_user_id", "actor_name", "from_status", "to_status", "note", "created_at")
SELECT "organization_id", "id", 'status_changed', "resolved_by_user_id", coalesce("resolved_by", 'Driftwatch scanner'), 'open', 'resolved', "resolution", "resolved_at"
FROM "drift_issues" WHERE "status" = 'resolved' AND "resolved_at" IS NOT NULL;
