-- The records the demo content adds (src/server/db/seed.ts), so that `npm run demo:remove` takes out
-- those and nothing staff added. Demo content added before this migration is not marked.
CREATE TABLE "demo_records" (
	"table_name" text NOT NULL,
	"record_id" uuid NOT NULL,
	CONSTRAINT "demo_records_table_name_record_id_pk" PRIMARY KEY("table_name","record_id")
);
