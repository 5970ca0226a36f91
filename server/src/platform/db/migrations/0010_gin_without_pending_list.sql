-- Inserts go straight into the trigram indexes; what is pending now is merged at once (decision 32).
ALTER INDEX "contacts_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "demo_requests_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "ip_records_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('contacts_search_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('demo_requests_search_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('ip_records_search_trgm_idx'::regclass);
