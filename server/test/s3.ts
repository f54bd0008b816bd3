import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface S3Server {
  endpoint: string;
  /** The S3_* variables for a bucket of this server. */
  env: (bucket: string) => Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on a port the system picks, with the given buckets. A
 * string says why there is none (the tests that need it are then skipped with that reason).
 */
export async function startS3(buckets: string[]): Promise<S3Server | string> {
  let S3rver: any;
  try {
    S3rver = (await import('s3rver')).default;
  } catch (err) {
    return `s3rver is not installed: ${(err as Error).message}`;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-s3-'));
  try {
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: buckets.map((name) => ({ name })) });
    const addr = (await server.run()) as { port: number };
    const endpoint = `http://127.0.0.1:${addr.port}`;
    return {
      endpoint,
      env: (bucket) => ({
        MEDIA_STORE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
      stop: async () => {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return `s3rver did not start: ${(err as Error).message}`;
  }
}
