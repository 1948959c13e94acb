-- Migration 0010: contact messages (spec §1 contact the shop as a person or as a company; §3 form fields;
-- §7 POST /contact and POST /company-contact).
--
-- One table for both kinds: the company columns are filled only for kind = 'company' (the CHECK keeps a company
-- message from arriving without them). The sender's IP is kept only as a SHA-256 (prefixed, base64url), enough to spot abuse
-- without holding the address itself.

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('person', 'company')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,                -- E.164: '+56912345678'
  motive TEXT NOT NULL,               -- src/contract/contact.ts PERSON_MOTIVES / COMPANY_MOTIVES
  message TEXT NOT NULL,
  company_name TEXT,
  business_name TEXT,                 -- razón social
  giro TEXT,
  rut TEXT,                           -- formatted: '76.123.456-7'
  locale TEXT NOT NULL DEFAULT 'es' CHECK (locale IN ('es', 'en')),
  ip_hash TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (
    kind = 'person'
    OR (company_name IS NOT NULL AND business_name IS NOT NULL AND giro IS NOT NULL AND rut IS NOT NULL)
  )
);
CREATE INDEX contact_messages_created_idx ON contact_messages(created_at);
CREATE INDEX contact_messages_email_idx ON contact_messages(email);
