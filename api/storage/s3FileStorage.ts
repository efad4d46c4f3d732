import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FileExistsError } from './errors';
import type { StorageBackend } from './fileStorage';

export interface S3FileStorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

// S3 answers 409 when another conditional write to the same key is in flight and asks for a retry,
// which then normally ends in 412 (the other upload won) or in success (it failed).
const CONFLICT_ATTEMPTS = 3;

/** Objects in one bucket of an S3-compatible store. The bucket is provisioned with the deployment. */
export function createS3FileStorage(options: S3FileStorageOptions): StorageBackend {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // MinIO and most self-hosted stores serve buckets under the path, not as subdomains.
    forcePathStyle: true,
  });
  const { bucket } = options;

  return {
    async put(key, body, contentType) {
      for (let attempt = 1; ; attempt++) {
        try {
          // If-None-Match: * makes the store itself refuse an existing key, atomically; a HeadObject
          // before the upload would leave a window in which a concurrent upload is overwritten.
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, IfNoneMatch: '*' }));
          return;
        } catch (error) {
          if (httpStatus(error) === 412) throw new FileExistsError(key);
          if (httpStatus(error) === 409 && attempt < CONFLICT_ATTEMPTS) continue;
          throw error;
        }
      }
    },

    async get(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return response.Body ? Buffer.from(await response.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        // Only a missing key means "no file": a missing bucket or denied access is a fault to surface.
        if (errorName(error) === 'NoSuchKey') return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        // S3 and MinIO answer 204 for a missing key as well; NoSuchKey covers stores that do not.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (errorName(error) !== 'NoSuchKey') throw error;
      }
    },
  };
}

const httpStatus = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
const errorName = (error: unknown) => (error instanceof Error ? error.name : undefined);
