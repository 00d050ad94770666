CREATE TABLE "form_answer_tallies" (
	"incubator_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "form_answer_tallies_incubator_id_form_id_question_id_kind_value_pk" PRIMARY KEY("incubator_id","form_id","question_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "form_answer_tallies" ADD CONSTRAINT "form_answer_tallies_incubator_id_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT seedbed_isolate('form_answer_tallies');--> statement-breakpoint
-- How a question's answers are tallied, by its type: the same lists as contracts/src/forms.ts
-- (SINGLE_CHOICE_TYPES, MULTI_CHOICE_TYPES, NUMERIC_TYPES); a test holds them equal.
CREATE FUNCTION form_tally_kind(question_type text) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT CASE
    WHEN question_type IN ('select_radio', 'select_dropdown', 'tree_single', 'select_checkbox', 'select_multi_dropdown', 'tree_multi', 'ranking') THEN 'choice'
    WHEN question_type IN ('number', 'currency', 'number_scale', 'rating', 'nps', 'calculated') THEN 'number'
  END
$$;--> statement-breakpoint
-- What one submission adds to its form's tallies: each answer that says something, each option it chose, each number it gave.
CREATE FUNCTION form_submission_tallies(incubator uuid, version uuid, answers jsonb)
RETURNS TABLE (question_id text, kind text, value text, n bigint) STABLE LANGUAGE sql AS $$
  WITH kinds AS (
    SELECT q ->> '_id' AS id, form_tally_kind(q ->> 'questionType') AS kind
    FROM form_versions v CROSS JOIN LATERAL jsonb_array_elements(v.questions) q
    WHERE v.incubator_id = incubator AND v.id = version
  ), each AS (
    SELECT e.key, e.value, k.kind FROM jsonb_each(answers) e LEFT JOIN kinds k ON k.id = e.key
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
$$;--> statement-breakpoint
-- Keeps form_answer_tallies equal to the sum of the submitted answers: a submission counts while
-- its status is 'submitted'; a change of its answers takes the old ones off and adds the new.
CREATE FUNCTION form_submissions_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.version_id = NEW.version_id AND OLD.answers = NEW.answers THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'submitted' THEN
    UPDATE form_answer_tallies t SET count = t.count - d.n
    FROM form_submission_tallies(OLD.incubator_id, OLD.version_id, OLD.answers) d
    WHERE t.incubator_id = OLD.incubator_id AND t.form_id = OLD.form_id AND t.question_id = d.question_id AND t.kind = d.kind AND t.value = d.value;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'submitted' THEN
    -- In key order, so that two submissions to one form lock its tallies in the same order.
    INSERT INTO form_answer_tallies (incubator_id, form_id, question_id, kind, value, count)
    SELECT NEW.incubator_id, NEW.form_id, d.question_id, d.kind, d.value, d.n
    FROM form_submission_tallies(NEW.incubator_id, NEW.version_id, NEW.answers) d
    ORDER BY d.question_id, d.kind, d.value
    ON CONFLICT (incubator_id, form_id, question_id, kind, value) DO UPDATE SET count = form_answer_tallies.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER form_submissions_tally AFTER INSERT OR UPDATE OR DELETE ON form_submissions FOR EACH ROW EXECUTE FUNCTION form_submissions_tally();--> statement-breakpoint
-- Answers given before the tallies existed.
INSERT INTO form_answer_tallies (incubator_id, form_id, question_id, kind, value, count)
SELECT s.incubator_id, s.form_id, d.question_id, d.kind, d.value, sum(d.n)
FROM form_submissions s CROSS JOIN LATERAL form_submission_tallies(s.incubator_id, s.version_id, s.answers) d
WHERE s.status = 'submitted'
GROUP BY 1, 2, 3, 4, 5;
