-- Where a viewing takes place when its lead has no listing (staff type it when booking: "Office, KG 7 Ave").
ALTER TABLE "viewings" ADD COLUMN "place" text;