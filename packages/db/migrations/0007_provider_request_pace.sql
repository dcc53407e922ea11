CREATE TABLE "provider_request_pace" (
	"key" text PRIMARY KEY NOT NULL,
	"booked_until" timestamp with time zone NOT NULL
);
