CREATE TABLE "code_host_repositories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"language" text,
	"description" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"default_branch" text DEFAULT 'main' NOT NULL,
	"clone_url" text NOT NULL,
	"web_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_source_pages" (
	"doc_source_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"parent_page_id" text,
	"title" text DEFAULT '' NOT NULL,
	"url" text,
	"last_edited_time" timestamp with time zone,
	"markdown" text DEFAULT '' NOT NULL,
	"line_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"synced_at" timestamp with time zone,
	CONSTRAINT "doc_source_pages_doc_source_id_page_id_pk" PRIMARY KEY("doc_source_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "doc_source_repositories" (
	"doc_source_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_source_repositories_doc_source_id_repository_id_pk" PRIMARY KEY("doc_source_id","repository_id")
);
--> statement-breakpoint
CREATE TABLE "doc_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"integration_id" uuid,
	"page_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule_type" text DEFAULT 'daily' NOT NULL,
	"custom_cron" text,
	"status" text DEFAULT 'idle' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"next_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_linear_webhooks" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pull_request_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"number" integer NOT NULL,
	"url" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"base_sha" text NOT NULL,
	"head_sha" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"conclusion" text,
	"introduced_count" integer DEFAULT 0 NOT NULL,
	"fixed_count" integer DEFAULT 0 NOT NULL,
	"external_check_id" text,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"provider" text NOT NULL,
	"delivery_id" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_provider_delivery_id_pk" PRIMARY KEY("provider","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "delivered_to" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD COLUMN "doc_source_id" uuid;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD COLUMN "patch" text;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD COLUMN "pull_request_number" integer;--> statement-breakpoint
ALTER TABLE "drift_issues" ADD COLUMN "pull_request_url" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "webhook_id" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "webhook_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "change_detection" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "last_polled_head_sha" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "github_id" text;--> statement-breakpoint
ALTER TABLE "code_host_repositories" ADD CONSTRAINT "code_host_repositories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_host_repositories" ADD CONSTRAINT "code_host_repositories_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_source_pages" ADD CONSTRAINT "doc_source_pages_doc_source_id_doc_sources_id_fk" FOREIGN KEY ("doc_source_id") REFERENCES "public"."doc_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_source_repositories" ADD CONSTRAINT "doc_source_repositories_doc_source_id_doc_sources_id_fk" FOREIGN KEY ("doc_source_id") REFERENCES "public"."doc_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_source_repositories" ADD CONSTRAINT "doc_source_repositories_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_source_repositories" ADD CONSTRAINT "doc_source_repositories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_sources" ADD CONSTRAINT "doc_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_sources" ADD CONSTRAINT "doc_sources_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pull_request_scans" ADD CONSTRAINT "pull_request_scans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pull_request_scans" ADD CONSTRAINT "pull_request_scans_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_host_repositories_integration_external_unique" ON "code_host_repositories" USING btree ("integration_id","external_id");--> statement-breakpoint
CREATE INDEX "code_host_repositories_organization_idx" ON "code_host_repositories" USING btree ("organization_id","full_name");--> statement-breakpoint
CREATE INDEX "doc_source_repositories_repository_idx" ON "doc_source_repositories" USING btree ("repository_id");--> statement-breakpoint
CREATE INDEX "doc_sources_organization_idx" ON "doc_sources" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "doc_sources_next_sync_idx" ON "doc_sources" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pull_request_scans_head_unique" ON "pull_request_scans" USING btree ("repository_id","number","head_sha");--> statement-breakpoint
CREATE INDEX "pull_request_scans_organization_idx" ON "pull_request_scans" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "drift_issues" ADD CONSTRAINT "drift_issues_doc_source_id_doc_sources_id_fk" FOREIGN KEY ("doc_source_id") REFERENCES "public"."doc_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_doc_source_id_doc_sources_id_fk" FOREIGN KEY ("doc_source_id") REFERENCES "public"."doc_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drift_issues_linear_issue_unique" ON "drift_issues" USING btree ("linear_issue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_github_installation_idx" ON "integrations" USING btree ("external_id") WHERE "integrations"."platform" = 'github_app' and "integrations"."status" <> 'revoked';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_github_id_unique" UNIQUE("github_id");