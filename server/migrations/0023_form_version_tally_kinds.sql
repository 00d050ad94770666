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
--> statement-breakpoint
-- Tallies move once per statement, by the sum of the rows it changed: a bulk insert of answers
-- updates each tally once instead of once per answer (which, inside one transaction, left every
-- tally a chain of row versions as long as the number of answers).
DROP TRIGGER form_submissions_tally ON form_submissions;--> statement-breakpoint
DROP FUNCTION form_submissions_tally();--> statement-breakpoint
CREATE FUNCTION form_submissions_tally_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO form_answer_tallies (incubator_id, form_id, question_id, kind, value, count)
  SELECT s.incubator_id, s.form_id, d.question_id, d.kind, d.value, sum(d.n)
  FROM inserted s CROSS JOIN LATERAL form_submission_tallies(s.incubator_id, s.version_id, s.answers) d
  WHERE s.status = 'submitted'
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (incubator_id, form_id, question_id, kind, value) DO UPDATE SET count = form_answer_tallies.count + EXCLUDED.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION form_submissions_tally_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO form_answer_tallies (incubator_id, form_id, question_id, kind, value, count)
  SELECT s.incubator_id, s.form_id, d.question_id, d.kind, d.value, -sum(d.n)
  FROM deleted s CROSS JOIN LATERAL form_submission_tallies(s.incubator_id, s.version_id, s.answers) d
  -- Answers going with their form (a cascade) leave no tally to correct.
  WHERE s.status = 'submitted' AND EXISTS (SELECT 1 FROM forms f WHERE f.incubator_id = s.incubator_id AND f.id = s.form_id)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (incubator_id, form_id, question_id, kind, value) DO UPDATE SET count = form_answer_tallies.count + EXCLUDED.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update counts only for the rows whose status, version or answers changed: their old answers go, their new ones come.
CREATE FUNCTION form_submissions_tally_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.incubator_id, o.form_id, o.status AS old_status, o.version_id AS old_version, o.answers AS old_answers,
           s.status AS new_status, s.version_id AS new_version, s.answers AS new_answers
    FROM updated s JOIN previous o ON o.incubator_id = s.incubator_id AND o.id = s.id
    WHERE (o.status, o.version_id, o.answers) IS DISTINCT FROM (s.status, s.version_id, s.answers)
  ), delta AS (
    SELECT m.incubator_id, m.form_id, d.question_id, d.kind, d.value, d.n
    FROM moved m CROSS JOIN LATERAL form_submission_tallies(m.incubator_id, m.new_version, m.new_answers) d WHERE m.new_status = 'submitted'
    UNION ALL
    SELECT m.incubator_id, m.form_id, d.question_id, d.kind, d.value, -d.n
    FROM moved m CROSS JOIN LATERAL form_submission_tallies(m.incubator_id, m.old_version, m.old_answers) d WHERE m.old_status = 'submitted'
  )
  INSERT INTO form_answer_tallies (incubator_id, form_id, question_id, kind, value, count)
  SELECT incubator_id, form_id, question_id, kind, value, sum(n) FROM delta
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (incubator_id, form_id, question_id, kind, value) DO UPDATE SET count = form_answer_tallies.count + EXCLUDED.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER form_submissions_tally_inserted AFTER INSERT ON form_submissions REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION form_submissions_tally_inserted();--> statement-breakpoint
CREATE TRIGGER form_submissions_tally_deleted AFTER DELETE ON form_submissions REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION form_submissions_tally_deleted();--> statement-breakpoint
CREATE TRIGGER form_submissions_tally_updated AFTER UPDATE ON form_submissions REFERENCING OLD TABLE AS previous NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION form_submissions_tally_updated();
