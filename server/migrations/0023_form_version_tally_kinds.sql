ALTER TABLE "form_versions" ADD COLUMN "tally_kinds" jsonb;--> statement-breakpoint
-- A version's questions never change: which of them are tallied, and how, is worked out once when it
-- is published rather than for every answer given on it.
CREATE FUNCTION form_version_tally_kinds(questions jsonb) RETURNS jsonb IMMUTABLE LANGUAGE sql AS $$
  SELECT coalesce(jsonb_object_agg(q ->> '_id', form_tally_kind(q ->> 'questionType')), '{}'::jsonb)
  FROM jsonb_array_elements(questions) q
  WHERE form_tally_kind(q ->> 'questionType') IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION form_versions_set_tally_kinds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tally_kinds := form_version_tally_kinds(NEW.questions);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER form_versions_tally_kinds BEFORE INSERT ON form_versions FOR EACH ROW EXECUTE FUNCTION form_versions_set_tally_kinds();--> statement-breakpoint
ALTER TABLE form_versions DISABLE TRIGGER form_versions_immutable;--> statement-breakpoint
UPDATE form_versions SET tally_kinds = form_version_tally_kinds(questions);--> statement-breakpoint
ALTER TABLE form_versions ENABLE TRIGGER form_versions_immutable;--> statement-breakpoint
CREATE OR REPLACE FUNCTION form_submission_tallies(incubator uuid, version uuid, answers jsonb)
RETURNS TABLE (question_id text, kind text, value text, n bigint) STABLE LANGUAGE sql AS $$
  WITH kinds AS (
    SELECT v.tally_kinds AS k FROM form_versions v WHERE v.incubator_id = incubator AND v.id = version
  ), each AS (
    SELECT e.key, e.value, kinds.k ->> e.key AS kind FROM jsonb_each(answers) e LEFT JOIN kinds ON true
  ), parts AS (
    SELECT key AS question_id, 'answered' AS kind, '' AS value FROM each
    WHERE CASE jsonb_typeof(value)
      WHEN 'null' THEN false
      WHEN 'string' THEN btrim(value #>> '{}') <> ''
      WHEN 'array' THEN jsonb_array_length(value) > 0
      WHEN 'object' THEN value <> '{}'::jsonb
      ELSE true END
    UNION ALL
    SELECT key, 'option', o FROM each
    CROSS JOIN LATERAL (
      SELECT value #>> '{}' AS o WHERE jsonb_typeof(value) IN ('string', 'number', 'boolean')
      UNION ALL
      SELECT x FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(value) = 'array' THEN value ELSE '[]'::jsonb END) x
    ) options
    WHERE each.kind = 'choice' AND o <> ''
    UNION ALL
    SELECT key, 'number', (value::float8)::text FROM each WHERE each.kind = 'number' AND jsonb_typeof(value) = 'number'
  )
  SELECT question_id, kind, value, count(*) FROM parts GROUP BY 1, 2, 3
$$;
