-- Crews as people (docs/decisions/0019): an area booked under the old model (crews counted per
-- weekday in area_crews, bookings without a crew) gets its crews and every live booking a crew,
-- once. This used to run on the first read of each area; it is done here for every area that still
-- has old data (no crew_setup row, and weekly counts or a live booking without a crew). An area
-- with a crew_setup row was done already, so running this again changes nothing.
--
-- Crews: when the area has none, n = the largest weekly count (a weekday without a row counts 2,
-- the old default, Monday to Friday; none at weekends) and "Crew k" works a weekday whose count
-- is k or more, so every day keeps its capacity. Crews the owner made come first: nothing is added.
-- Bookings: per day, earliest start first (then the earliest booked), each on the crew working
-- that weekday with no job overlapping it whose last job ended latest (best fit, then by name), so
-- each crew's free time stays whole. A job no crew is free for keeps none and shows in the
-- owner's list of bookings to move, as does one on a day its crew is closed (closures and
-- holidays are not read here; they were not bookable under the old model either).
DO $$
DECLARE
  area text;
  counts int[];
  n int;
  job record;
  chosen uuid;
BEGIN
  FOR area IN
    SELECT a.service_area FROM (
      SELECT service_area FROM area_crews
      UNION
      SELECT service_area FROM bookings WHERE crew_id IS NULL AND status <> 'cancelled'
    ) a
    WHERE NOT EXISTS (SELECT 1 FROM crew_setup s WHERE s.service_area = a.service_area)
    ORDER BY a.service_area
  LOOP
    INSERT INTO crew_setup (service_area) VALUES (area);
    IF NOT EXISTS (SELECT 1 FROM crews c WHERE c.service_area = area) THEN
      SELECT array_agg(coalesce(ac.crews, CASE WHEN d IN (0, 6) THEN 0 ELSE 2 END) ORDER BY d)
        INTO counts
        FROM generate_series(0, 6) AS d
        LEFT JOIN area_crews ac ON ac.service_area = area AND ac.weekday = d;
      SELECT max(x) INTO n FROM unnest(counts) AS x;
      INSERT INTO crews (name, service_area, weekdays)
        SELECT 'Crew ' || k, area,
               (SELECT string_agg(CASE WHEN counts[d + 1] >= k THEN '1' ELSE '0' END, '' ORDER BY d)
                  FROM generate_series(0, 6) AS d)
          FROM generate_series(1, n) AS k;
    END IF;
    FOR job IN
      SELECT b.id, b.appointment_date AS day,
             split_part(b.appointment_time, ':', 1)::int * 60 + split_part(b.appointment_time, ':', 2)::int AS starts,
             split_part(b.appointment_time, ':', 1)::int * 60 + split_part(b.appointment_time, ':', 2)::int
               + b.duration_minutes AS ends
        FROM bookings b
       WHERE b.service_area = area AND b.crew_id IS NULL AND b.status <> 'cancelled'
       ORDER BY b.appointment_date, b.appointment_time, b.created_at
    LOOP
      WITH placed AS (
        SELECT o.crew_id,
               split_part(o.appointment_time, ':', 1)::int * 60 + split_part(o.appointment_time, ':', 2)::int AS starts,
               split_part(o.appointment_time, ':', 1)::int * 60 + split_part(o.appointment_time, ':', 2)::int
                 + o.duration_minutes AS ends
          FROM bookings o
         WHERE o.service_area = area AND o.appointment_date = job.day
           AND o.crew_id IS NOT NULL AND o.status <> 'cancelled'
      )
      SELECT c.id INTO chosen
        FROM crews c
       WHERE c.service_area = area AND c.active
         AND substr(c.weekdays, extract(dow FROM job.day)::int + 1, 1) = '1'
         AND NOT EXISTS (
           SELECT 1 FROM placed p WHERE p.crew_id = c.id AND p.starts < job.ends AND job.starts < p.ends
         )
       ORDER BY (SELECT max(p.ends) FROM placed p WHERE p.crew_id = c.id AND p.ends <= job.starts) DESC NULLS LAST,
                c.name, c.id
       LIMIT 1;
      IF chosen IS NOT NULL THEN
        UPDATE bookings SET crew_id = chosen WHERE id = job.id;
      END IF;
    END LOOP;
  END LOOP;
END $$;
