-- Hand-written data backfill for migration "crew_time_scheduling" (docs/decisions/0009).
-- Run once after the DDL migration; safe to run again. Not part of the generated migrations.

-- Job lengths of existing bookings, as src/domain/scheduling/duration.ts computes them.
update bookings
set duration_minutes = case service_type
    when 'deep' then 60
    when 'move_out' then 300
    else 240
  end
  + case
    when service_type <> 'deep' and square_feet > 2500 then ceil((square_feet - 2500) / 1000.0)::int * 60
    else 0
  end;

-- Bookings stored under the old per-state fallback areas move to their metro's one area.
update bookings set service_area = 'new-york-city' where service_area = 'ny';
update bookings set service_area = 'chicago' where service_area = 'il';
update bookings set service_area = 'dallas' where service_area = 'tx' and city ilike 'dallas%';
update bookings set service_area = 'houston' where service_area = 'tx' and city ilike 'houston%';
update bookings set service_area = 'miami' where service_area = 'fl';
update bookings set service_area = 'philadelphia' where service_area = 'pa';
update bookings set service_area = 'atlanta' where service_area = 'ga';
update bookings set service_area = 'phoenix' where service_area = 'az';
update bookings set service_area = 'boston' where service_area = 'ma';

-- Rows still in an unknown area (another state's slug) are listed for the owner to check by hand:
-- select id, address, service_area from bookings
--   where service_area not in ('bay-area', 'new-york-city', 'los-angeles', 'chicago', 'dallas',
--     'houston', 'miami', 'philadelphia', 'atlanta', 'phoenix', 'boston');
