-- Deactivated accounts (issue 47): set while an admin has deactivated the user; null for every existing user.
ALTER TABLE "users" ADD COLUMN "deactivated_at" TIMESTAMPTZ(3);
