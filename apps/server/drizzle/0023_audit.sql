CREATE TABLE "operator_action" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_action_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"request" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_action_operator_idx" ON "operator_action" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "operator_action_subject_idx" ON "operator_action" USING btree ("subject","id") WHERE "operator_action"."subject" <> '';