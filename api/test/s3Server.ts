// A local S3-compatible server (s3rver) for the object-storage driver's tests: a fresh bucket in
// a temporary folder, and the environment that points the API at it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** STORAGE_DRIVER=s3 and the S3_* settings for this server. */
  env: Record<string, string>;
  /** Keys of the objects the bucket holds now. */
  keys(): string[];
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'congress-uploads'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development key pair.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    // s3rver keeps each object as `<bucket>/<key>._S3rver_object` (with metadata files beside it).
    keys: () =>
      readdirSync(path.join(directory, bucket))
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.replace(/\._S3rver_object$/, '')),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
