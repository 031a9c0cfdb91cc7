-- Fair use keeps a device's address keyed with the application's secret from now on (server/domain/collections/fairUse.ts
-- DeviceKeys.address): the plain hashes kept before could be reversed by hashing every IPv4 address. They are dropped,
-- not converted (SQL does not hold the secret). Harmless: an address only counts its new devices of the last ten minutes,
-- so at most one window's count of recent admissions starts again; the devices themselves stay admitted.
UPDATE "collection_devices" SET "address" = NULL WHERE "address" IS NOT NULL;
