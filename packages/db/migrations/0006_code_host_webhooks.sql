CREATE TABLE "webhook_deliveries" (
	"provider" text NOT NULL,
	"delivery_id" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_provider_delivery_id_pk" PRIMARY KEY("provider","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "webhook_id" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "webhook_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "change_detection" text DEFAULT 'webhook' NOT NULL;