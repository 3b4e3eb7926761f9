-- One relationship per user across both columns: nobody owns one couple while being the partner
-- in another. Unique indexes cover each column; this trigger covers the pair. The advisory locks
-- serialise concurrent writers for the same people, so two transactions cannot both pass.
CREATE OR REPLACE FUNCTION relationships_one_per_user() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(NEW.user_id::text, 0));
  IF NEW.partner_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(NEW.partner_id::text, 0));
  END IF;
  IF EXISTS (
    SELECT 1 FROM relationships r
    WHERE r.id <> NEW.id
      AND (r.user_id IN (NEW.user_id, NEW.partner_id) OR r.partner_id IN (NEW.user_id, NEW.partner_id))
  ) THEN
    RAISE EXCEPTION 'user already belongs to a relationship'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'relationships_one_per_user';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER relationships_one_per_user
  BEFORE INSERT OR UPDATE OF user_id, partner_id ON relationships
  FOR EACH ROW EXECUTE FUNCTION relationships_one_per_user();
