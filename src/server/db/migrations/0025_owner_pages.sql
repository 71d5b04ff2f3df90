CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("issued_at") WHERE "invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payments_recorded_idx" ON "payments" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "refunds_settled_idx" ON "refunds" USING btree (coalesce("settled_at", "created_at"));