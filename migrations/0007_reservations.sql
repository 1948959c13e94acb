-- Migration 0007: reservations (spec §2 /reserva, /reserva-mesa; §3 form fields; §7 POST /events, POST /reservations).
--
-- Event seats are taken with one batch: a conditional UPDATE of events.seats_taken (0006, CHECK seats_taken <=
-- capacity) followed by an INSERT ... SELECT ... WHERE changes() = 1, so a refused update writes nothing.
-- Table reservations count guests per half-hour slot in wine_bar_slots the same way: a conditional upsert that
-- only lands while the slot has room, then the reservation row guarded by changes().

CREATE TABLE event_reservations (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,          -- 'EV-7KQ2-M9XH': shown on the thank-you page and in the e-mail
  event_id INTEGER NOT NULL REFERENCES events(id),
  people INTEGER NOT NULL CHECK (people BETWEEN 1 AND 10),
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0),   -- CLP per person at the time of booking
  total INTEGER NOT NULL CHECK (total >= 0),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,                -- digits only, with country code: '56912345678'
  comment TEXT NOT NULL DEFAULT '',
  locale TEXT NOT NULL DEFAULT 'es' CHECK (locale IN ('es', 'en')),
  status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX event_reservations_event_idx ON event_reservations(event_id);
CREATE INDEX event_reservations_email_idx ON event_reservations(email);

-- Guests booked per slot of the wine bar (local Santiago date and 'HH:MM'); the CHECK is the last line of defence,
-- the conditional upsert in src/api/reservations/queries.ts is what keeps it from ever firing.
CREATE TABLE wine_bar_slots (
  slot_date TEXT NOT NULL,            -- 'YYYY-MM-DD' in America/Santiago
  slot_time TEXT NOT NULL,            -- 'HH:MM'
  guests INTEGER NOT NULL CHECK (guests >= 0 AND guests <= 40),
  PRIMARY KEY (slot_date, slot_time)
) WITHOUT ROWID;

CREATE TABLE table_reservations (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,          -- 'MS-4T8P-2QWZ'
  slot_date TEXT NOT NULL,
  slot_time TEXT NOT NULL,
  people INTEGER NOT NULL CHECK (people BETWEEN 1 AND 12),
  motive TEXT NOT NULL,               -- cumpleanos | aniversario | negocios | cita | amigos | otro
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  locale TEXT NOT NULL DEFAULT 'es' CHECK (locale IN ('es', 'en')),
  status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX table_reservations_slot_idx ON table_reservations(slot_date, slot_time);
CREATE INDEX table_reservations_email_idx ON table_reservations(email);
