ALTER TABLE "alerts" ADD COLUMN "delivery_key" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_delivery_key_idx" ON "alerts" USING btree ("delivery_key");