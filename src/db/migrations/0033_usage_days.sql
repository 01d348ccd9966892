CREATE TABLE "usage_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"used_mib" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "usage_days_organization_id_day_shard_pk" PRIMARY KEY("organization_id","day","shard")
);
