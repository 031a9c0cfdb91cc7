-- AlterTable
-- Sets made before links were keyed get a random key (gen_random_uuid: 122 random bits) and an empty fingerprint.
ALTER TABLE "collections" ADD COLUMN     "device_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fingerprint" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "key" TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
ADD COLUMN     "qr" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "request_key" TEXT;
ALTER TABLE "collections" ALTER COLUMN "fingerprint" DROP DEFAULT, ALTER COLUMN "key" DROP DEFAULT;

-- CreateTable
CREATE TABLE "collection_devices" (
    "collection_id" INTEGER NOT NULL,
    "device_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "collection_devices_pkey" PRIMARY KEY ("collection_id","device_key")
);

-- CreateIndex
CREATE UNIQUE INDEX "collections_key_key" ON "collections"("key");

-- CreateIndex
CREATE INDEX "collections_owner_id_fingerprint_created_at_idx" ON "collections"("owner_id", "fingerprint", "created_at");

-- CreateIndex
CREATE INDEX "collections_owner_id_created_at_idx" ON "collections"("owner_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "collections_owner_id_request_key_key" ON "collections"("owner_id", "request_key");

-- AddForeignKey
ALTER TABLE "collection_devices" ADD CONSTRAINT "collection_devices_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;
