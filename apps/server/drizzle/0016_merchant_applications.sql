CREATE TABLE "merchant_application" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"legal_name" text NOT NULL,
	"id_number" text NOT NULL,
	"licence_number" text,
	"legal_representative" text,
	"contact_name" text NOT NULL,
	"contact_phone_code" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"category_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"documents" jsonb NOT NULL,
	"refuse_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"merchant_id" integer,
	"shop_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_application_step" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_application_step_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_application" ADD CONSTRAINT "merchant_application_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_application" ADD CONSTRAINT "merchant_application_decided_by_account_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_application" ADD CONSTRAINT "merchant_application_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_application_step" ADD CONSTRAINT "merchant_application_step_application_id_merchant_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."merchant_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_application_step" ADD CONSTRAINT "merchant_application_step_actor_id_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_application_account_key" ON "merchant_application" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_application_contact_key" ON "merchant_application" USING btree ("contact_phone_code","contact_phone");--> statement-breakpoint
CREATE INDEX "merchant_application_queue_idx" ON "merchant_application" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "merchant_application_decided_idx" ON "merchant_application" USING btree ("status","decided_at","id") WHERE "merchant_application"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "merchant_application_step_application_idx" ON "merchant_application_step" USING btree ("application_id","at");