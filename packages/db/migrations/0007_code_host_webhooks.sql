ALTER TABLE "repositories" ADD COLUMN "webhook_id" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "webhook_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "change_detection" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "last_polled_head_sha" text;