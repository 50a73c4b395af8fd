-- The confirmation-call time frames a new customer picks from (GMT+1).
INSERT INTO "call_times" ("name") VALUES
  ('9:00am - 12:00pm (GMT+1)'),
  ('12:00pm - 3:00pm (GMT+1)'),
  ('3:00pm - 6:00pm (GMT+1)');
