-- 0012 as committed had no fanned_out_at: it is added here, so databases that applied that 0012 get it too.
ALTER TABLE "domain_event" ADD COLUMN IF NOT EXISTS "fanned_out_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "domain_event_new_idx" ON "domain_event" USING btree ("id") WHERE "domain_event"."fanned_out_at" is null;--> statement-breakpoint
CREATE SEQUENCE "public"."ledger_transfer_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"owner_account_id" integer,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_balance" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_balance_not_negative" CHECK ("ledger_balance"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" text NOT NULL,
	"balance_after" bigint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_amount" CHECK ("ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "points_lot" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_lot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_lot_remaining" CHECK ("points_lot"."remaining" >= 0 and "points_lot"."remaining" <= "points_lot"."amount")
);
--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_owner_account_id_account_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balance" ADD CONSTRAINT "ledger_balance_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lot" ADD CONSTRAINT "points_lot_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lot" ADD CONSTRAINT "points_lot_entry_id_ledger_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_key" ON "ledger_account" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_account_owner_idx" ON "ledger_account" USING btree ("owner_account_id") WHERE "ledger_account"."owner_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entry_cause_key" ON "ledger_entry" USING btree ("account_id","cause_type","cause_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_idx" ON "ledger_entry" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entry_transfer_idx" ON "ledger_entry" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "points_lot_spend_idx" ON "points_lot" USING btree ("account_id","expires_at","id") WHERE "points_lot"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "points_lot_expiry_idx" ON "points_lot" USING btree ("expires_at") WHERE "points_lot"."remaining" > 0;--> statement-breakpoint
-- The old books must be whole before they move: every entry has its wallet, every wallet the sum of its entries.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM "wallet_entry" we WHERE NOT EXISTS (SELECT 1 FROM "wallet" w WHERE w."account_id" = we."account_id")) THEN
    RAISE EXCEPTION '0013_ledger: wallet_entry rows without a wallet row; repair them before migrating';
  END IF;
  IF EXISTS (SELECT 1 FROM "wallet" w WHERE w."balance" <> (SELECT coalesce(sum(we."amount"), 0) FROM "wallet_entry" we WHERE we."account_id" = w."account_id")) THEN
    RAISE EXCEPTION '0013_ledger: a wallet balance differs from the sum of its entries; repair it before migrating';
  END IF;
END $$;--> statement-breakpoint
-- The wallets and their entries move into the ledger: one money account per wallet, each entry with its
-- counter-entry on a platform account (openings from promotions, payments and refunds through clearing).
INSERT INTO "ledger_account" ("key", "kind", "asset", "owner_account_id")
SELECT 'shopper:' || "account_id" || ':money', 'shopper', 'money', "account_id" FROM "wallet";--> statement-breakpoint
INSERT INTO "ledger_account" ("key", "kind", "asset") VALUES
  ('platform:money:promotions', 'platform', 'money'), ('platform:money:clearing', 'platform', 'money'), ('platform:money:adjustments', 'platform', 'money');--> statement-breakpoint
INSERT INTO "ledger_balance" ("account_id", "balance")
SELECT la."id", w."balance" FROM "wallet" w JOIN "ledger_account" la ON la."key" = 'shopper:' || w."account_id" || ':money';--> statement-breakpoint
INSERT INTO "ledger_entry" ("account_id", "amount", "transfer_id", "cause_type", "cause_id", "balance_after", "memo", "created_at")
SELECT la."id", we."amount", we."id",
  CASE we."kind" WHEN 'opening' THEN 'wallet_opening' ELSE we."kind" END,
  CASE we."kind" WHEN 'opening' THEN we."account_id"::text WHEN 'payment' THEN we."payment_id"::text WHEN 'refund' THEN we."refund_id"::text ELSE we."id"::text END,
  we."balance_after", we."note", we."created_at"
FROM "wallet_entry" we JOIN "ledger_account" la ON la."key" = 'shopper:' || we."account_id" || ':money' ORDER BY we."id";--> statement-breakpoint
INSERT INTO "ledger_entry" ("account_id", "amount", "transfer_id", "cause_type", "cause_id", "memo", "created_at")
SELECT pa."id", -we."amount", we."id",
  CASE we."kind" WHEN 'opening' THEN 'wallet_opening' ELSE we."kind" END,
  CASE we."kind" WHEN 'opening' THEN we."account_id"::text WHEN 'payment' THEN we."payment_id"::text WHEN 'refund' THEN we."refund_id"::text ELSE we."id"::text END,
  we."note", we."created_at"
FROM "wallet_entry" we JOIN "ledger_account" pa ON pa."key" = CASE we."kind" WHEN 'opening' THEN 'platform:money:promotions' WHEN 'payment' THEN 'platform:money:clearing' WHEN 'refund' THEN 'platform:money:clearing' ELSE 'platform:money:adjustments' END ORDER BY we."id";--> statement-breakpoint
DO $$ BEGIN
  IF (SELECT coalesce(sum("amount"), 0) FROM "ledger_entry") <> 0 THEN RAISE EXCEPTION '0013_ledger: the moved entries do not sum to zero'; END IF;
END $$;--> statement-breakpoint
SELECT setval('ledger_transfer_seq', greatest(1, (SELECT coalesce(max("id"), 0) FROM "wallet_entry")));--> statement-breakpoint
DROP TABLE "wallet_entry" CASCADE;--> statement-breakpoint
DROP TABLE "wallet" CASCADE;