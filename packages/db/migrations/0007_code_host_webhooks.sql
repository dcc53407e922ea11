ALTER TABLE "repositories" ADD COLUMN "webhook_id" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "webhook_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "change_detection" text DEFAULT 'webhook' NOT NULL;