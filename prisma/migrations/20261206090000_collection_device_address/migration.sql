-- Fair use (issue 43): a set's new devices are limited per client address, so one script cannot take all 75 places at
-- once. Each admission keeps a hash of the set and the address it came from (never the address itself), counted over a short
-- window (server/domain/collections/fairUse.ts). Devices admitted before have none.

-- AlterTable
ALTER TABLE "collection_devices" ADD COLUMN     "address" TEXT;

-- CreateIndex
CREATE INDEX "collection_devices_collection_id_address_created_at_idx" ON "collection_devices"("collection_id", "address", "created_at");
