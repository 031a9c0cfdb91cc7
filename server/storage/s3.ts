// The S3 store: each object an object in one bucket (FILE_STORAGE=s3), through the official AWS SDK v3 client, so that
// AWS itself, MinIO (docker-compose) and other S3-compatible servers all work. Keys get an optional prefix, so that
// several installations can share a bucket.
//
// The SDK is loaded on first use (a dynamic import): a server that keeps its files on local disk never loads it, which
// spares start-up time and the warning the SDK prints on Node 20. Checksums are calculated and checked only where the
// S3 API requires them: the SDK's newer default (a CRC32 trailer on every upload, in a chunked body) is refused by
// S3-compatible servers such as s3rver and older MinIO; whole-object integrity is ours anyway (keys are sha256).
import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage, type StoredObject } from './storage.ts';

export interface S3Settings {
  /** The server's address (MinIO, s3rver); absent for AWS itself, which the region then names. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name: what MinIO and s3rver need. */
  forcePathStyle: boolean;
  /** Put before every key ('vraagwerk/' or ''); ends with '/' when set. */
  prefix: string;
  /** Keys per page of a listing (S3's own default, 1000, when absent; tests take a few to list several pages). */
  listPageSize?: number;
}

/** The SDK's answer to a missing object or bucket: NoSuchKey or NotFound by name, or a 404 status. */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.Code === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const prefix = settings.prefix && !settings.prefix.endsWith('/') ? `${settings.prefix}/` : settings.prefix;
  const Bucket = settings.bucket;
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const sdk = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Key = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { client, sdk: s3 } = await sdk();
      // One PUT with its length: S3 stores it whole or not at all.
      await client.send(new s3.PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentType: contentType, ContentLength: data.byteLength }));
    },
    async get(key) {
      const { client, sdk: s3 } = await sdk();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: Key(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async has(key) {
      const { client, sdk: s3 } = await sdk();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { client, sdk: s3 } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async *list(listPrefix) {
      const { client, sdk: s3 } = await sdk();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix + listPrefix, ContinuationToken, MaxKeys: settings.listPageSize }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const entry: StoredObject = { key: object.Key.slice(prefix.length), size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
          yield entry;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removePartial() {
      // One PUT per object (no multipart uploads): S3 keeps it whole or not at all.
      return 0;
    },
    async check() {
      try {
        const { client, sdk: s3 } = await sdk();
        await client.send(new s3.HeadBucketCommand({ Bucket }));
        return true;
      } catch (error) {
        const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
        return `the bucket ${Bucket} does not answer: ${e.name ?? 'Error'}${e.$metadata?.httpStatusCode ? ` (HTTP ${e.$metadata.httpStatusCode})` : ''}${e.message && e.message !== e.name ? `: ${e.message}` : ''}`;
      }
    },
  };
}
