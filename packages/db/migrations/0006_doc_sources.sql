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
ALTER TABLE "drift_issues" ADD COLUMN "doc_source_id" uuid;--> statement-breakpoint
ALTER TABLE "doc_source_pages" ADD CONSTRAINT "doc_source_pages_doc_source_id_doc_sources_id_fk" FOREIGN KEY ("doc_source_id") REFERENCES "public"."doc_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_source_repositories" ADD CONSTRAINT "doc_source_repositories_doc_source_id_doc_sources_id_fk" FOREIGN KEY ("doc_source_id") REFERENCES "public"."doc_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_source_repositories" ADD CONSTRAINT "doc_source_repositories_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_source_repositories" ADD CONSTRAINT "doc_source_repositories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_sources" ADD CONSTRAINT "doc_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_sources" ADD CONSTRAINT "doc_sources_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_source_repositories_repository_idx" ON "doc_source_repositories" USING btree ("repository_id");--> statement-breakpoint
CREATE INDEX "doc_sources_organization_idx" ON "doc_sources" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "doc_sources_next_sync_idx" ON "doc_sources" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "drift_issues" ADD CONSTRAINT "drift_issues_doc_source_id_doc_sources_id_fk" FOREIGN KEY ("doc_source_id") REFERENCES "public"."doc_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_doc_source_id_doc_sources_id_fk" FOREIGN KEY ("doc_source_id") REFERENCES "public"."doc_sources"("id") ON DELETE cascade ON UPDATE no action;