/** Where the upload route (tus) receives files; the answer to an announced upload names it to the client. */
export const UPLOAD_PATH = '/uploads';

/** A resumable upload's file as the upload route stored it. */
export interface StoredUpload {
  path: string;
  offset: number;
  size: number | undefined;
}

/** The finished uploads, as the domain needs them: the upload route (tus) is what fills them. */
export interface UploadedFiles {
  find(uploadId: string): Promise<StoredUpload | null>;
  /** Idempotent: a missing upload is not an error. */
  remove(uploadId: string): Promise<void>;
}
