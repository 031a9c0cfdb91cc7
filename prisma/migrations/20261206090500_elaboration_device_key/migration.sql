-- The device that sent an upload, so a set's uploads can be counted per device and question
-- (server/domain/collections/uploadQuotas.ts). Signed-in senders are counted by user_id; uploads made before have none.

-- AlterTable
ALTER TABLE "elaborations" ADD COLUMN     "device_key" TEXT;
