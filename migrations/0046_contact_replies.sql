-- Staff replies to contact messages, kept in the message's thread (src/api/admin/inbox.ts, replyToMessage).
-- `seq` numbers a thread's replies 1, 2, 3…: a reply names how many it saw, so two people answering the same
-- message at once cannot both send (the loser's conditional INSERT changes nothing; UNIQUE is the last line).
-- `mail_status` says whether the shop's mail adapter took the e-mail: 'sending' until it answers, then 'sent' or
-- 'failed'. Instants are bound from the API's clock.
CREATE TABLE contact_replies (
  id INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL REFERENCES contact_messages(id),
  seq INTEGER NOT NULL CHECK (seq > 0),
  staff_id INTEGER NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  mail_status TEXT NOT NULL CHECK (mail_status IN ('sending', 'sent', 'failed')),
  created_at TEXT NOT NULL,
  UNIQUE (message_id, seq)
);
