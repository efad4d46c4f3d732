import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import { formatDate } from '../../../common/dates';
import { deBulkExports as t } from '../../i18n/deBulkExports';
import { Button, buttonBase, buttonStyles } from '../../ui/Button';
import { DatePicker } from '../../ui/DatePicker';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import type { BulkExportPanel_project$data, BulkExportPanel_project$key } from './__generated__/BulkExportPanel_project.graphql';
import type { BulkExportPanelStartMutation } from './__generated__/BulkExportPanelStartMutation.graphql';

const panelFragment = graphql`
  fragment BulkExportPanel_project on Project @refetchable(queryName: "BulkExportPanelRefetchQuery") {
    id
    canBulkExport
    bulkExports {
      exportId
      state
      total
      done
      failure
      downloadUrl
      expiresAt
    }
  }
`;

const startMutation = graphql`
  mutation BulkExportPanelStartMutation($input: StartBulkExportInput!) {
    startBulkExport(input: $input) {
      ... on MutationStartBulkExportSuccess {
        data {
          bulkExport {
            exportId
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

// Progress of a running export comes by asking again this often.
const POLL_MS = 2_000;

/**
 * 'Alle Protokolle exportieren' (feature bulk-export): the dialog (Zeitraum optional, Format), then
 * the latest export's progress ('x von y Protokollen') and its download. Without the feature, the
 * plan hint with a link to /subscription.
 */
export function BulkExportPanel({ project }: { project: BulkExportPanel_project$key }) {
  const [data, refetch] = useRefetchableFragment(panelFragment, project);
  const [open, setOpen] = useState(false);
  const latest = data.bulkExports[0];
  const running = latest?.state === 'RUNNING';

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => refetch({}, { fetchPolicy: 'network-only' }), POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);

  if (!data.canBulkExport) {
    return (
      <p className="text-sm text-slate-600">
        {t.notInPlan}{' '}
        <Link to="/subscription" className="font-semibold underline underline-offset-4">
          {t.upgrade}
        </Link>
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" className="self-start" isDisabled={running} onPress={() => setOpen(true)}>
        {t.button}
      </Button>
      {latest && <BulkExportStatus bulkExport={latest} />}
      <StartDialog projectId={data.id} isOpen={open} onOpenChange={setOpen} onStarted={() => refetch({}, { fetchPolicy: 'network-only' })} />
    </div>
  );
}

type LatestExport = BulkExportPanel_project$data['bulkExports'][number];

function BulkExportStatus({ bulkExport }: { bulkExport: LatestExport }) {
  if (bulkExport.state === 'RUNNING') {
    return (
      <div className="flex max-w-md flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800">{t.running}</span>
        <progress className="h-2 w-full accent-slate-900" max={bulkExport.total} value={bulkExport.done} aria-label={t.running} />
        <span className="text-sm text-slate-600" aria-live="polite">
          {t.progress(bulkExport.done, bulkExport.total)}
        </span>
      </div>
    );
  }
  if (bulkExport.state === 'READY' && bulkExport.downloadUrl) {
    return (
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3" role="status">
        <span className="text-sm font-medium text-slate-800">{t.ready}</span>
        <a href={bulkExport.downloadUrl} download className={`${buttonBase} ${buttonStyles.primary} self-start`}>
          {t.download}
        </a>
        {bulkExport.expiresAt && <span className="text-sm text-slate-600">{t.availableUntil(formatDate(bulkExport.expiresAt))}</span>}
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-700">
      {bulkExport.state === 'FAILED' ? (bulkExport.failure ?? t.failed) : t.expired}
    </p>
  );
}

function StartDialog({ projectId, isOpen, onOpenChange, onStarted }: { projectId: string; isOpen: boolean; onOpenChange: (open: boolean) => void; onStarted: () => void }) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [format, setFormat] = useState<'PDF' | 'DOCX'>('PDF');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, isInFlight] = useTypedMutation<BulkExportPanelStartMutation>(startMutation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    commit({
      variables: { input: { projectId, from, to, format } },
      onSuccess: () => {
        onOpenChange(false);
        onStarted();
      },
      onFieldErrors: (fields) => setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message]))),
      onFailed: (reason) => toast.error(t.startFailed, reason ?? t.connectionFailed),
    });
  };

  return (
    <Dialog title={t.dialogTitle} description={t.dialogDescription} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <DatePicker label={t.from} name="from" value={from} onChange={setFrom} errorMessage={errors.from} />
          <DatePicker label={t.to} name="to" value={to} onChange={setTo} errorMessage={errors.to} />
        </div>
        <p className="text-sm text-slate-600">{t.rangeHint}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t.format}</legend>
          {(['PDF', 'DOCX'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-base text-slate-900">
              <input type="radio" name="format" value={value} checked={format === value} onChange={() => setFormat(value)} className="size-5" />
              {value === 'PDF' ? t.pdf : t.docx}
            </label>
          ))}
        </fieldset>
        <DialogActions cancel={t.cancel} label={isInFlight ? t.starting : t.start} isPending={isInFlight} className="mt-2" />
      </form>
    </Dialog>
  );
}
