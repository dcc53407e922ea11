CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"repository_id" uuid,
	"channel_id" uuid,
	"scan_id" uuid,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"issue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drift_issue_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drift_issue_counters" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drift_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"subtype" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"confidence" real NOT NULL,
	"commit_sha" text,
	"commit_message" text,
	"author" text,
	"affected_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detection_reason" text,
	"detector_name" text NOT NULL,
	"detection_count" integer DEFAULT 1 NOT NULL,
	"last_detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_commit_sha" text,
	"metadata" jsonb NOT NULL,
	"first_scan_id" uuid,
	"last_scan_id" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolved_by_user_id" uuid,
	"resolution" text,
	"linear_issue_id" text,
	"linear_issue_url" text,
	"linear_status" text,
	"linear_team_id" text,
	"linear_project_id" text,
	"linear_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"repository_id" uuid,
	"doc_source_id" uuid,
	"type" text NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_url" text,
	"webhook_secret_encrypted" text,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repositories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"url" text NOT NULL,
	"web_url" text,
	"default_branch" text DEFAULT 'main' NOT NULL,
	"language" text,
	"description" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'monitored' NOT NULL,
	"status_message" text,
	"last_scan_at" timestamp with time zone,
	"last_drift_status" text,
	"mapping_config" jsonb NOT NULL,
	"scan_schedule" jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"credentials_encrypted" text,
	"next_scan_at" timestamp with time zone,
	"connected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text NOT NULL,
	"requested_revision" text,
	"commit_sha" text,
	"commit_message" text,
	"commit_author" text,
	"options" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"findings_count" integer,
	"issues_created" integer,
	"issues_redetected" integer,
	"issues_resolved" integer,
	"engine_stats" jsonb,
	"error" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_channel_id_notification_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notification_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_comments" ADD CONSTRAINT "drift_issue_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_comments" ADD CONSTRAINT "drift_issue_comments_issue_id_drift_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."drift_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_comments" ADD CONSTRAINT "drift_issue_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_counters" ADD CONSTRAINT "drift_issue_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD CONSTRAINT "drift_issues_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD CONSTRAINT "drift_issues_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD CONSTRAINT "drift_issues_first_scan_id_scans_id_fk" FOREIGN KEY ("first_scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD CONSTRAINT "drift_issues_last_scan_id_scans_id_fk" FOREIGN KEY ("last_scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD CONSTRAINT "drift_issues_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repositories" ADD CONSTRAINT "repositories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repositories" ADD CONSTRAINT "repositories_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_repository_id_idx" ON "alerts" USING btree ("repository_id","sent_at");--> statement-breakpoint
CREATE INDEX "alerts_organization_id_idx" ON "alerts" USING btree ("organization_id","sent_at");--> statement-breakpoint
CREATE INDEX "alerts_issue_ids_idx" ON "alerts" USING gin ("issue_ids");--> statement-breakpoint
CREATE INDEX "drift_issue_comments_issue_id_idx" ON "drift_issue_comments" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drift_issues_organization_number_unique" ON "drift_issues" USING btree ("organization_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "drift_issues_repository_fingerprint_unique" ON "drift_issues" USING btree ("repository_id","fingerprint");--> statement-breakpoint
CREATE INDEX "drift_issues_organization_created_idx" ON "drift_issues" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "drift_issues_organization_status_idx" ON "drift_issues" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "drift_issues_organization_severity_idx" ON "drift_issues" USING btree ("organization_id","severity","created_at","id");--> statement-breakpoint
CREATE INDEX "drift_issues_repository_status_idx" ON "drift_issues" USING btree ("repository_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "drift_issues_organization_key_idx" ON "drift_issues" USING btree ("organization_id",lower("key"));--> statement-breakpoint
CREATE INDEX "notification_channels_repository_id_idx" ON "notification_channels" USING btree ("repository_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_channels_organization_id_idx" ON "notification_channels" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repositories_organization_external_unique" ON "repositories" USING btree ("organization_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "repositories_organization_id_idx" ON "repositories" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "repositories_next_scan_at_idx" ON "repositories" USING btree ("next_scan_at") WHERE "repositories"."next_scan_at" is not null;--> statement-breakpoint
CREATE INDEX "scans_repository_id_idx" ON "scans" USING btree ("repository_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_organization_id_idx" ON "scans" USING btree ("organization_id","created_at");