// The tus 1.0 protocol as a client speaks it (creation, HEAD for the offset, PATCH), with the
// session cookie: small enough to control byte by byte in tests of resuming.
export interface TusUpload {
  location: string;
  status: number;
  body: string;
}

const TUS = { 'Tus-Resumable': '1.0.0' };

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export async function createUpload(baseUrl: string, cookie: string | undefined, size: number, meta: Record<string, string>): Promise<TusUpload> {
  const response = await fetch(`${baseUrl}/uploads`, {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(size), 'Upload-Metadata': metadata(meta), ...(cookie ? { cookie } : {}) },
  });
  const location = response.headers.get('location') ?? '';
  return { location: location.startsWith('http') ? location : `${baseUrl}${location}`, status: response.status, body: await response.text() };
}

export async function uploadOffset(location: string, cookie: string | undefined): Promise<{ status: number; offset: number }> {
  const response = await fetch(location, { method: 'HEAD', headers: { ...TUS, ...(cookie ? { cookie } : {}) } });
  return { status: response.status, offset: Number(response.headers.get('upload-offset') ?? -1) };
}

export async function sendChunk(location: string, cookie: string | undefined, offset: number, chunk: Buffer): Promise<{ status: number; offset: number; body: string }> {
  const response = await fetch(location, {
    method: 'PATCH',
    headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', ...(cookie ? { cookie } : {}) },
    body: new Blob([new Uint8Array(chunk)]),
  });
  return { status: response.status, offset: Number(response.headers.get('upload-offset') ?? -1), body: await response.text() };
}

/** The whole file in chunks of `chunkSize`; resumes from the server's offset before each chunk. */
export async function uploadFile(baseUrl: string, cookie: string | undefined, file: Buffer, meta: Record<string, string>, chunkSize = 1024 * 1024): Promise<TusUpload> {
  const created = await createUpload(baseUrl, cookie, file.length, meta);
  if (created.status !== 201) return created;
  let offset = 0;
  while (offset < file.length) {
    const sent = await sendChunk(created.location, cookie, offset, file.subarray(offset, offset + chunkSize));
    if (sent.status !== 204) return { location: created.location, status: sent.status, body: sent.body };
    offset = sent.offset;
  }
  return created;
}
