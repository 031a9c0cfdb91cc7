-- Files' bytes in the file store (server/storage/): a new row keeps none (its bytes are the store's files/<sha256>);
-- rows made before keep theirs until the mover (server/storage/moveStoredFiles.ts) copies them to the store.
ALTER TABLE "stored_files" ALTER COLUMN "content" DROP NOT NULL;
