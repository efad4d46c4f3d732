import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { FileExistsError } from './errors';
import type { StorageBackend } from './storageBackend';

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
    // Checksums only where S3 demands them: a streamed upload would otherwise go as aws-chunked
    // with a trailing checksum, which many S3-compatible stores (older MinIO, Ceph) refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;

  /** `body()` is called per attempt: a stream is used up by the attempt that read it. */
  async function putNew(key: string, body: () => PutObjectCommandInput['Body'], contentType: string, contentLength?: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        // If-None-Match: * makes the store itself refuse an existing key, atomically; a HeadObject
        // before the upload would leave a window in which a concurrent upload is overwritten.
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body(), ContentType: contentType, ContentLength: contentLength, IfNoneMatch: '*' }));
        return;
      } catch (error) {
        if (httpStatus(error) === 412) throw new FileExistsError(key);
        if (httpStatus(error) === 409 && attempt < CONFLICT_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  return {
    put: (key, body, contentType) => putNew(key, () => body, contentType),

    // One PUT takes up to 5 GB, more than an upload may be (MAX_UPLOAD_BYTES).
    async putFile(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      await putNew(key, () => createReadStream(sourcePath), contentType, size);
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

    async open(key) {
      let size: number;
      try {
        size = (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        // HEAD has no body to name the error: a missing key comes back as NotFound (404).
        if (errorName(error) === 'NotFound' || errorName(error) === 'NoSuchKey') return null;
        throw error;
      }
      return {
        size,
        async stream(range) {
          const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
          return response.Body instanceof Readable ? response.Body : Readable.from([]);
        },
      };
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
