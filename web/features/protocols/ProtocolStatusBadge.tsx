import { deProjects } from '../../i18n/deProjects';

const styles: Record<keyof typeof deProjects.protocolStatus, string> = {
  DRAFT: 'bg-slate-100 text-slate-800',
  REVIEW: 'bg-amber-100 text-amber-900',
  PROCESSING: 'bg-sky-100 text-sky-900',
  TRANSCRIPT_READY: 'bg-indigo-100 text-indigo-900',
  FINALIZED: 'bg-emerald-100 text-emerald-900',
  COMPLETED: 'bg-emerald-100 text-emerald-900',
};

const isKnown = (status: string): status is keyof typeof deProjects.protocolStatus => status in deProjects.protocolStatus;

/**
 * The protocol's status in German: Entwurf, In Freigabe, In Verarbeitung, Transkript bereit, Finalisiert, Abgeschlossen.
 * `status` is the ProtocolStatus of whichever query shows it; one the schema adds later shows no badge.
 */
export function ProtocolStatusBadge({ status }: { status: string }) {
  if (!isKnown(status)) return null;
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${styles[status]}`}>
      {deProjects.protocolStatus[status]}
    </span>
  );
}
