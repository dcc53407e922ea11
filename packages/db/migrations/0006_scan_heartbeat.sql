ALTER TABLE "scans" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "orphaned_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "scans_running_heartbeat_idx" ON "scans" USING btree ("heartbeat_at") WHERE "scans"."status" = 'running';--> statement-breakpoint
-- Scans running when this migration runs count from their start, so a dead one is still recovered.
UPDATE "scans" SET "heartbeat_at" = "started_at" WHERE "status" = 'running';
