// The addresses of a protocol's pages (spec part 2 §2), in one place for links and redirects.

const segment = encodeURIComponent;

export const projectPath = (projectId: string) => `/projects/${segment(projectId)}`;

/** The upload page of another part of the app: where a failed recording is sent again. */
export const newProtocolPath = (projectId: string) => `${projectPath(projectId)}/protocols/new`;

/** 'Neues Protokoll' written by hand, without a recording. */
export const newManualProtocolPath = (projectId: string) => `${projectPath(projectId)}/protocols/new-manual`;

export type ProtocolSubPage = 'processing' | 'speaker-assignment';

/** The protocol view, or one of the pages on the way there. */
export const protocolPath = (projectId: string, protocolId: string, page?: ProtocolSubPage) =>
  `${projectPath(projectId)}/protocols/${segment(protocolId)}${page ? `/${page}` : ''}`;

/** An earlier (or a regenerated) version of a protocol, read-only. */
export const protocolVersionPath = (projectId: string, protocolId: string, number: number) => `${protocolPath(projectId, protocolId)}?version=${number}`;

/** The compare view of two versions of a protocol. */
export const compareVersionsPath = (projectId: string, protocolId: string, older: number, newer: number) =>
  `${protocolPath(projectId, protocolId)}?compare=${older},${newer}`;

/**
 * The page a protocol in `status` is worked on: the processing page while it is processed, speaker
 * assignment once its transcript waits for names, else the protocol itself.
 */
export function protocolPathForStatus(projectId: string, protocolId: string, status: string): string {
  if (status === 'PROCESSING') return protocolPath(projectId, protocolId, 'processing');
  if (status === 'TRANSCRIPT_READY') return protocolPath(projectId, protocolId, 'speaker-assignment');
  return protocolPath(projectId, protocolId);
}
