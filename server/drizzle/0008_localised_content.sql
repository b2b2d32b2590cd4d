-- Member-facing content is kept by language code; the English text already stored becomes the EN entry.
ALTER TABLE "announcements" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('EN', "title");--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('EN', "content");--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "image_url" SET DATA TYPE jsonb USING jsonb_build_object('EN', "image_url");--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('EN', "title");--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('EN', "content");--> statement-breakpoint
UPDATE "promotions" SET "images" = jsonb_build_object('EN', "images") WHERE jsonb_typeof("images") = 'array';
