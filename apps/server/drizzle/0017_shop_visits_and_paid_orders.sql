CREATE TABLE "shop_visit" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "shop_visit_shop_id_day_visitor_pk" PRIMARY KEY("shop_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "shop_visit" ADD CONSTRAINT "shop_visit_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_order_shop_paid_idx" ON "sale_order" USING btree ("shop_id","paid_at") WHERE "sale_order"."paid_at" is not null;