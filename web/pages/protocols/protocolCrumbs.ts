import { projectPath, protocolPath, type ProtocolSubPage } from '../../features/protocols/protocolPaths';
import type { Crumb } from '../../features/shell/AppLayout';
import { deProtocols } from '../../i18n/deProtocols';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';

const SUB_PAGE_LABELS: Record<ProtocolSubPage, string> = {
  processing: deProtocols.crumbs.processing,
  'speaker-assignment': deProtocols.crumbs.speakerAssignment,
};

/**
 * Where on a protocol's pages the user is: a step after the upload, the protocol in the editor
 * ('edit'), one of its versions read-only, or two versions compared.
 */
export type ProtocolPlace = ProtocolSubPage | 'edit' | { version: number } | { compare: readonly [older: number, newer: number] };

/**
 * Dashboard > project > protocol title, and after it (spec part 2 §2): the step ('Verarbeitung',
 * 'Sprecher zuweisen') or 'Bearbeiten' while the protocol is edited; ' v{n}' after the title of a
 * version; 'Version {a} ⇔ Version {b}' after the title when two are compared. In the editor the title
 * is no link: it would lead to the page the user is on.
 */
export function protocolCrumbs(project: { projectId: string; name: string }, protocol: { protocolId: string; title: string }, place?: ProtocolPlace): Crumb[] {
  const projectCrumb = { label: project.name, to: projectPath(project.projectId) };
  const protocolCrumb = { label: protocol.title, to: protocolPath(project.projectId, protocol.protocolId) };
  if (!place) return [projectCrumb, { label: protocol.title }];
  if (place === 'edit') return [projectCrumb, { label: protocol.title }, { label: deProtocols.crumbs.edit }];
  if (typeof place === 'string') return [projectCrumb, protocolCrumb, { label: SUB_PAGE_LABELS[place] }];
  if ('version' in place) return [projectCrumb, { label: deProtocolVersions.versions.crumb(protocol.title, place.version) }];
  return [projectCrumb, protocolCrumb, { label: deProtocolVersions.compare.crumb(...place.compare) }];
}
