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
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"status_reason" text,
	"external_id" text,
	"team_name" text,
	"username" text,
	"user_email" text,
	"avatar" text,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret_encrypted" text,
	"connected_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_logos" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"signup_intent" text NOT NULL,
	"signup_source" text NOT NULL,
	"invitation_token_hash" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_signups_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "processed_stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pull_request_usage_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pull_request_usage_days_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "delivery_key" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "organization_plans" ADD COLUMN "current_pr_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_plans" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_plans" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drift_issue_daily_counts" ADD CONSTRAINT "drift_issue_daily_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift_issue_daily_counts" ADD CONSTRAINT "drift_issue_daily_counts_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_logos" ADD CONSTRAINT "organization_logos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pull_request_usage_days" ADD CONSTRAINT "pull_request_usage_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_current_platform_idx" ON "integrations" USING btree ("organization_id","platform") WHERE "integrations"."status" <> 'revoked';--> statement-breakpoint
CREATE INDEX "integrations_organization_id_idx" ON "integrations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "pending_signups_email_idx" ON "pending_signups" USING btree ("email");--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_delivery_key_idx" ON "alerts" USING btree ("delivery_key");--> statement-breakpoint
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
