import { describe, expect, it } from 'vitest';
import { compareVersionsPath, newManualProtocolPath, newProtocolPath, projectPath, protocolPath, protocolPathForStatus, protocolVersionPath } from './protocolPaths';

const projectId = '8d1f0c3e-5b7a-4c1e-9f0a-2b3c4d5e6f70';
const protocolId = '0f9e8d7c-6b5a-4c3d-8e2f-1a2b3c4d5e6f';

describe('protocol paths', () => {
  it('builds the routes of spec part 2 §2', () => {
    expect(projectPath(projectId)).toBe(`/projects/${projectId}`);
    expect(newProtocolPath(projectId)).toBe(`/projects/${projectId}/protocols/new`);
    expect(newManualProtocolPath(projectId)).toBe(`/projects/${projectId}/protocols/new-manual`);
    expect(protocolPath(projectId, protocolId)).toBe(`/projects/${projectId}/protocols/${protocolId}`);
    expect(protocolPath(projectId, protocolId, 'processing')).toBe(`/projects/${projectId}/protocols/${protocolId}/processing`);
    expect(protocolPath(projectId, protocolId, 'speaker-assignment')).toBe(`/projects/${projectId}/protocols/${protocolId}/speaker-assignment`);
  });

  it('opens a version and compares two by search parameters of the protocol view', () => {
    expect(protocolVersionPath(projectId, protocolId, 1)).toBe(`/projects/${projectId}/protocols/${protocolId}?version=1`);
    expect(compareVersionsPath(projectId, protocolId, 1, 2)).toBe(`/projects/${projectId}/protocols/${protocolId}?compare=1,2`);
  });

  it('keeps odd ids inside their path segment', () => {
    expect(protocolPath('a/b', '?x#y')).toBe('/projects/a%2Fb/protocols/%3Fx%23y');
  });

  it('sends each status to the page where the protocol is worked on', () => {
    expect(protocolPathForStatus(projectId, protocolId, 'PROCESSING')).toBe(protocolPath(projectId, protocolId, 'processing'));
    expect(protocolPathForStatus(projectId, protocolId, 'TRANSCRIPT_READY')).toBe(protocolPath(projectId, protocolId, 'speaker-assignment'));
    for (const status of ['DRAFT', 'REVIEW', 'FINALIZED', 'COMPLETED']) {
      expect(protocolPathForStatus(projectId, protocolId, status)).toBe(protocolPath(projectId, protocolId));
    }
  });
});
