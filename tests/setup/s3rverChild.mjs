// s3rver in a process of its own (tests/setup/s3.ts): started with --openssl-legacy-provider, because s3rver makes its
// ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 has only there. Prints its port, runs until killed.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
const { port } = await server.run();
process.stdout.write(`${port}\n`);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void server.close().finally(() => process.exit(0)));
