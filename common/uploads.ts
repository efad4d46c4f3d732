// Which uploads the product accepts and how long their details may be: the server refuses the
// rest, the upload page offers and warns by the same rules. Audio and the video formats phones and
// meeting tools record; the extension decides the storage key's suffix, ffprobe whether the content
// is media.
const AUDIO = ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'flac', 'weba'] as const;
const VIDEO = ['mp4', 'mov', 'webm', 'mkv', 'm4v'] as const;

export const ACCEPTED_EXTENSIONS: readonly string[] = [...AUDIO, ...VIDEO];

/** For messages: 'MP3, WAV, …'. */
export const ACCEPTED_LIST = ACCEPTED_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');

/** Browsers send several of these for one file; checked only as a second opinion next to the extension. */
export const ACCEPTED_MIME = /^(audio|video)\/|^application\/(ogg|octet-stream)$|^$/;

export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

/** Lower-case extension without the dot, or null when the name has none we accept. */
export function acceptedExtension(fileName: string, mimeType = ''): string | null {
  const match = /\.([A-Za-z0-9]{2,5})$/.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  if (!ext || !ACCEPTED_EXTENSIONS.includes(ext)) return null;
  return ACCEPTED_MIME.test(mimeType.trim().toLowerCase()) ? ext : null;
}

/** Above this the upload page warns: 'Datei ist sehr groß. Upload kann länger dauern.' */
export const LARGE_FILE_BYTES = 200 * 1024 ** 2;

export const isLargeFile = (file: { size: number }) => file.size > LARGE_FILE_BYTES;

/** Characters of the form's title and place, and of the file's name. */
export const UPLOAD_LIMITS = { title: 200, location: 200, fileName: 255 } as const;
