CREATE TABLE "cart_request" (
	"account_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_request_account_id_request_key_pk" PRIMARY KEY("account_id","request_key")
);
--> statement-breakpoint
ALTER TABLE "cart_request" ADD CONSTRAINT "cart_request_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_request_created_idx" ON "cart_request" USING btree ("created_at");