CREATE TABLE "return_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"request_key" text NOT NULL,
	"respond_by" timestamp with time zone,
	"refuse_reason" text,
	"return_address" jsonb,
	"return_shipment_id" integer,
	"exchange_shipment_id" integer,
	"refund_id" integer,
	"refund_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_order_amounts" CHECK ("return_order"."amount" >= 0 and ("return_order"."refund_amount" is null or "return_order"."refund_amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "return_order_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_order_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_order_line" (
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	"exchange_sku_id" integer,
	CONSTRAINT "return_order_line_return_id_order_line_id_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "return_order_line_quantities" CHECK ("return_order_line"."quantity" > 0 and ("return_order_line"."received_quantity" is null or "return_order_line"."received_quantity" between 0 and "return_order_line"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "complaint" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"shop_id" integer NOT NULL,
	"goods_id" integer,
	"order_id" integer,
	"return_id" integer,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_article" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'invoice' NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"title_kind" text NOT NULL,
	"title_name" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"invoice_no" integer,
	"credit_of" integer,
	"refund_id" integer,
	"pdf_key" text,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_amount" CHECK ("invoice"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_title" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_title_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "shipment_order_key";--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "return_order" ADD CONSTRAINT "return_order_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order" ADD CONSTRAINT "return_order_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order" ADD CONSTRAINT "return_order_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order" ADD CONSTRAINT "return_order_return_shipment_id_shipment_id_fk" FOREIGN KEY ("return_shipment_id") REFERENCES "public"."shipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order" ADD CONSTRAINT "return_order_exchange_shipment_id_shipment_id_fk" FOREIGN KEY ("exchange_shipment_id") REFERENCES "public"."shipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order" ADD CONSTRAINT "return_order_refund_id_payment_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_event" ADD CONSTRAINT "return_order_event_return_id_return_order_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_line" ADD CONSTRAINT "return_order_line_return_id_return_order_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_line" ADD CONSTRAINT "return_order_line_order_line_id_sale_order_goods_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sale_order_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_line" ADD CONSTRAINT "return_order_line_exchange_sku_id_goods_sku_id_fk" FOREIGN KEY ("exchange_sku_id") REFERENCES "public"."goods_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_return_id_return_order_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_answered_by_account_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_credit_of_invoice_id_fk" FOREIGN KEY ("credit_of") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_refund_id_payment_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_issued_by_account_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counter" ADD CONSTRAINT "invoice_counter_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_title" ADD CONSTRAINT "invoice_title_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_order_no_key" ON "return_order" USING btree ("return_no");--> statement-breakpoint
CREATE UNIQUE INDEX "return_order_request_key" ON "return_order" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "return_order_account_idx" ON "return_order" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "return_order_shop_idx" ON "return_order" USING btree ("shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "return_order_order_idx" ON "return_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_order_respond_idx" ON "return_order" USING btree ("respond_by") WHERE "return_order"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "return_order_event_return_idx" ON "return_order_event" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "return_order_line_line_idx" ON "return_order_line" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_no_key" ON "complaint" USING btree ("complaint_no");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_request_key" ON "complaint" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_return_key" ON "complaint" USING btree ("return_id") WHERE "complaint"."return_id" is not null;--> statement-breakpoint
CREATE INDEX "complaint_account_idx" ON "complaint" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaint_status_idx" ON "complaint" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_article_code_key" ON "help_article" USING btree ("code");--> statement-breakpoint
CREATE INDEX "help_article_category_idx" ON "help_article" USING btree ("category","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_shop_no_key" ON "invoice" USING btree ("shop_id","invoice_no") WHERE "invoice"."invoice_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_order_key" ON "invoice" USING btree ("order_id") WHERE "invoice"."kind" = 'invoice' and "invoice"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_refund_key" ON "invoice" USING btree ("refund_id") WHERE "invoice"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_request_key" ON "invoice" USING btree ("account_id","request_key") WHERE "invoice"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "invoice_account_idx" ON "invoice" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_shop_idx" ON "invoice" USING btree ("shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_title_account_idx" ON "invoice_title" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_return_key" ON "shipment" USING btree ("return_id","kind") WHERE "shipment"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_order_key" ON "shipment" USING btree ("order_id") WHERE "shipment"."kind" = 'order';