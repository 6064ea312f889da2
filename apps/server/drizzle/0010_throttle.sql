CREATE TABLE "throttle" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "throttle_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP INDEX "sign_code_client_idx";--> statement-breakpoint
CREATE INDEX "throttle_window_idx" ON "throttle" USING btree ("window_ends");