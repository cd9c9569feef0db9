-- No card number anywhere (issue 42): imports' uploaded cells are purged once their import no longer needs them
-- (`cells_purged_at`, the `import-files-purge` job), and every card number already stored in a text or JSON column is
-- masked to its last four digits, by the rule every route now refuses (common/cardNumbers.ts): a whole run of 13 to 19
-- digits (one kind of separator, a space or a dash, between two digits), glued to no letter, digit or underscore,
-- starting with 2 to 6 and passing the Luhn check. In JSON only strings are read. Ids, tokens, hashes and secrets are left.
ALTER TABLE "imports" ADD COLUMN "cells_purged_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION lawndesk_mask_card_numbers(input text, in_json boolean) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  chars text[] := regexp_split_to_array(input, '');
  n integer := coalesce(array_length(chars, 1), 0);
  result text := '';
  i integer := 1;
  j integer;
  k integer;
  c text;
  run text;
  digits text;
  glued boolean := false;
  sep_after_digit boolean := false;
  in_string boolean := false;
  sum integer;
  digit integer;
  kept integer;
  masked text;
BEGIN
  IF input IS NULL THEN
    RETURN NULL;
  END IF;
  WHILE i <= n LOOP
    c := chars[i];
    IF in_json AND in_string AND c = '\' THEN
      -- An escape (\n, \", \u00e9…) ends a word as a space would.
      result := result || c || coalesce(chars[i + 1], '');
      i := i + 2;
      glued := false;
      sep_after_digit := false;
      CONTINUE;
    END IF;
    IF in_json AND c = '"' THEN
      in_string := NOT in_string;
    END IF;
    IF c ~ '^[0-9]$' AND NOT glued AND NOT sep_after_digit AND (in_string OR NOT in_json) THEN
      j := i;
      LOOP
        IF j + 1 <= n AND chars[j + 1] ~ '^[0-9]$' THEN
          j := j + 1;
        ELSIF j + 2 <= n AND chars[j + 1] IN (' ', '-') AND chars[j + 2] ~ '^[0-9]$' THEN
          j := j + 2;
        ELSE
          EXIT;
        END IF;
      END LOOP;
      run := array_to_string(chars[i:j], '');
      digits := replace(replace(run, ' ', ''), '-', '');
      IF length(digits) BETWEEN 13 AND 19
        AND digits ~ '^[2-6]'
        AND NOT (run LIKE '% %' AND run LIKE '%-%')
        AND NOT (j + 1 <= n AND chars[j + 1] ~ '^[[:alnum:]_]$') THEN
        sum := 0;
        FOR k IN 0 .. length(digits) - 1 LOOP
          digit := substr(digits, length(digits) - k, 1)::integer;
          IF k % 2 = 1 THEN
            digit := digit * 2;
            IF digit > 9 THEN
              digit := digit - 9;
            END IF;
          END IF;
          sum := sum + digit;
        END LOOP;
        IF sum % 10 = 0 THEN
          masked := '';
          kept := 0;
          FOR k IN REVERSE length(run) .. 1 LOOP
            c := substr(run, k, 1);
            IF c ~ '^[0-9]$' THEN
              IF kept < 4 THEN
                kept := kept + 1;
              ELSE
                c := '*';
              END IF;
            END IF;
            masked := c || masked;
          END LOOP;
          run := masked;
        END IF;
      END IF;
      result := result || run;
      i := j + 1;
      glued := true;
      sep_after_digit := false;
      CONTINUE;
    END IF;
    result := result || c;
    sep_after_digit := c IN (' ', '-') AND i > 1 AND chars[i - 1] ~ '^[0-9]$';
    glued := c ~ '^[[:alnum:]_]$';
    i := i + 1;
  END LOOP;
  RETURN result;
END $$;--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public'
      AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')
      AND c.column_name !~ '(^_?id$|_id$|token|hash|password|secret)'
  LOOP
    EXECUTE format(
      'UPDATE %I SET %I = lawndesk_mask_card_numbers(%I::text, %L)::%s WHERE %I::text ~ %L AND lawndesk_mask_card_numbers(%I::text, %L) <> %I::text',
      target.table_name, target.column_name, target.column_name, target.data_type IN ('jsonb', 'json'),
      CASE target.data_type WHEN 'character varying' THEN 'varchar' ELSE target.data_type END,
      target.column_name, '[0-9]([ -]?[0-9]){12}', target.column_name, target.data_type IN ('jsonb', 'json'), target.column_name
    );
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION lawndesk_mask_card_numbers(text, boolean);
