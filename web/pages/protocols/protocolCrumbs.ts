import { projectPath, protocolPath, type ProtocolSubPage } from '../../features/protocols/protocolPaths';
import type { Crumb } from '../../features/shell/AppLayout';
import { deProtocols } from '../../i18n/deProtocols';

const SUB_PAGE_LABELS: Record<ProtocolSubPage, string> = {
  processing: deProtocols.crumbs.processing,
  'speaker-assignment': deProtocols.crumbs.speakerAssignment,
};

/** Dashboard > project > protocol title (> 'Verarbeitung' / 'Sprecher zuweisen'). */
export function protocolCrumbs(
  project: { projectId: string; name: string },
  protocol: { protocolId: string; title: string },
  subPage?: ProtocolSubPage,
): Crumb[] {
  const projectCrumb = { label: project.name, to: projectPath(project.projectId) };
  if (!subPage) return [projectCrumb, { label: protocol.title }];
  return [projectCrumb, { label: protocol.title, to: protocolPath(project.projectId, protocol.protocolId) }, { label: SUB_PAGE_LABELS[subPage] }];
}
