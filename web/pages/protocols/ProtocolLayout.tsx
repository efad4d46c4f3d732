import type { ReactNode } from 'react';
import { AppLayout, type AppLayoutProps } from '../../features/shell/AppLayout';
import { protocolCrumbs, type ProtocolPlace } from './protocolCrumbs';
import { PrivatePageTitle } from '../../ui/PageHead';

interface ProtocolLayoutProps {
  viewer: AppLayoutProps['viewer'];
  protocol: { protocolId: string; title: string; project: { projectId: string; name: string } };
  /** Where on the protocol's pages: the crumbs after its title (protocolCrumbs). */
  place?: ProtocolPlace;
  /** The browser tab's title. */
  pageTitle: string;
  children: ReactNode;
}

/** The frame of a protocol's pages: the shell in the protocol's project, the crumbs down to it, a tab title kept out of search engines. */
export function ProtocolLayout({ viewer, protocol, place, pageTitle, children }: ProtocolLayoutProps) {
  const { project } = protocol;
  return (
    <AppLayout viewer={viewer} project={{ projectId: project.projectId, name: project.name }} breadcrumbs={protocolCrumbs(project, protocol, place)}>
      <PrivatePageTitle title={pageTitle} />
      {children}
    </AppLayout>
  );
}

/** The heading of a step after the upload (processing, speaker assignment): the step, the protocol's title and a line of help. */
export function ProtocolStepHeader({ title, protocolTitle, children }: { title: string; protocolTitle: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold text-slate-950">{title}</h1>
      <p className="font-medium break-words text-slate-800">{protocolTitle}</p>
      {children}
    </header>
  );
}
