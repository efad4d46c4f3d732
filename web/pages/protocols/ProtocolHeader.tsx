import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { deProtocols } from '../../i18n/deProtocols';
import { formatDate } from '../../../common/dates';
import type { ProtocolHeader_protocol$key } from './__generated__/ProtocolHeader_protocol.graphql';

const t = deProtocols.protocol;

export interface ProtocolHeaderProps {
  protocol: ProtocolHeader_protocol$key;
  /** Who keeps the minutes; left out when unknown. */
  recorder: string | null;
}

/** Projekt, Projektnummer, Datum, Ort, Teilnehmer (the named speakers) and Protokollführer. */
export function ProtocolHeader({ protocol, recorder }: ProtocolHeaderProps) {
  const { date, location, project, speakers } = useFragment(
    graphql`
      fragment ProtocolHeader_protocol on Protocol {
        date
        location
        project {
          name
          number
        }
        speakers {
          name
          participant {
            name
            company
          }
        }
      }
    `,
    protocol,
  );
  const participants = speakers
    .map(({ name, participant }) => (participant ? (participant.company ? `${participant.name} (${participant.company})` : participant.name) : name))
    .filter((name): name is string => !!name);

  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[auto_1fr]">
      <Row label={t.project}>{project.name}</Row>
      {project.number && <Row label={t.number}>{project.number}</Row>}
      <Row label={t.date}>{formatDate(date)}</Row>
      <Row label={t.location}>{location || t.none}</Row>
      <Row label={t.participants}>{participants.length > 0 ? participants.join(', ') : t.none}</Row>
      {recorder && <Row label={t.recorder}>{recorder}</Row>}
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className="mb-1 break-words text-slate-950 sm:mb-0">{children}</dd>
    </div>
  );
}
