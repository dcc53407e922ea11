CREATE TABLE "processed_linear_webhooks" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "drift_issues_linear_issue_unique" ON "drift_issues" USING btree ("linear_issue_id");