// A real S3-compatible server on loopback for the tests (s3rver, an npm package: objects in a temporary folder, the
// S3 REST API with signature checks) in a child process (./s3rverChild.mjs), with one bucket made through the SDK as an
// operator would, and the SDK client the tests look into the bucket with.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The environment a server needs for FILE_STORAGE=s3 against it. */
  env: Record<string, string>;
  client: S3Client;
  close(): Promise<void>;
}

export async function startS3(bucket = 'vraagwerk-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'vraagwerk-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', join(import.meta.dirname, 's3rverChild.mjs'), directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH },
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('\n')) resolve(Number(output.trim()));
    });
    child.once('exit', (code) => reject(new Error(`s3rver ended before it listened (exit code ${code})`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    env: { FILE_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY },
    client,
    async close() {
      client.destroy();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
