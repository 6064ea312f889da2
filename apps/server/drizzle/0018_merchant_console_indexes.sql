CREATE INDEX "goods_delivery_template_idx" ON "goods" USING btree ("delivery_template_id") WHERE "goods"."delivery_template_id" is not null;--> statement-breakpoint
CREATE INDEX "coupon_shop_starts_idx" ON "coupon" USING btree ("shop_id","pick_starts_at");--> statement-breakpoint
CREATE INDEX "user_coupon_used_idx" ON "user_coupon" USING btree ("coupon_id") WHERE "user_coupon"."status" = 'used';