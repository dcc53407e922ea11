CREATE TABLE "provider_request_pace" (
	"key" text PRIMARY KEY NOT NULL,
	"booked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pull_request_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"key" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pull_request_suggestions" ADD CONSTRAINT "pull_request_suggestions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pull_request_suggestions" ADD CONSTRAINT "pull_request_suggestions_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pull_request_suggestions_unique" ON "pull_request_suggestions" USING btree ("repository_id","number","key");