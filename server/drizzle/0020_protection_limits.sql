CREATE TABLE "protection_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"limit_window" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"pending_amount" numeric(18, 2),
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_requested_at" bigint,
	"pending_effective_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "protection_limits_member_id_kind_limit_window_pk" PRIMARY KEY("member_id","kind","limit_window")
);
