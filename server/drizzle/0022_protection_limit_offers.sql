CREATE TABLE "protection_limit_offers" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"dismissed_at" bigint NOT NULL
);
