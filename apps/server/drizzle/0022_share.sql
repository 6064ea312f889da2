CREATE TABLE "invite_reward" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"points" integer NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_reward_points_check" CHECK ("invite_reward"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "share_link" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"sharer_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_reward" ADD CONSTRAINT "invite_reward_invitee_id_account_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_reward" ADD CONSTRAINT "invite_reward_inviter_id_account_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_sharer_id_account_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_reward_inviter_idx" ON "invite_reward" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_code_key" ON "share_link" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_sharer_goods_key" ON "share_link" USING btree ("sharer_id","goods_id");