import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '../../../common/dates';
import { Separator } from 'react-aria-components/Separator';
import { Text } from 'react-aria-components/Text';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { Menu, MenuItem } from '../../ui/Menu';
import { compareVersionsPath, protocolPath, protocolVersionPath } from '../protocols/protocolPaths';
import type { ProtocolVersionsMenu_protocol$key } from './__generated__/ProtocolVersionsMenu_protocol.graphql';
import { defaultComparison, versionReason } from './versionLabels';

const t = deProtocolVersions.versions;

/**
 * 'Versionen': every version of the protocol with its date and why it was kept; choosing one opens
 * it (the current one in the editor, the others read-only), 'Vergleichen' picks two to compare.
 * Nothing while the protocol has only one version.
 */
export function ProtocolVersionsMenu({ protocol }: { protocol: ProtocolVersionsMenu_protocol$key }) {
  const data = useFragment(
    graphql`
      fragment ProtocolVersionsMenu_protocol on Protocol {
        protocolId
        project {
          projectId
        }
        versions {
          number
          state
          reason
          isCurrentVersion
          createdAt
        }
      }
    `,
    protocol,
  );
  const navigate = useNavigate();
  const [comparing, setComparing] = useState(false);
  const { versions } = data;
  const projectId = data.project.projectId;
  if (versions.length < 2) return null;

  const open = (version: (typeof versions)[number]) =>
    navigate(version.isCurrentVersion ? protocolPath(projectId, data.protocolId) : protocolVersionPath(projectId, data.protocolId, version.number));

  return (
    <>
      <Menu trigger={t.menu}>
        {[...versions].reverse().map((version) => (
          <MenuItem key={version.number} textValue={t.version(version.number)} onAction={() => open(version)}>
            <span className="flex flex-col">
              <Text slot="label" className="font-medium">
                {t.version(version.number)}
              </Text>
              <Text slot="description" className="text-xs text-slate-600">
                {t.detail(version.createdAt, versionReason(version))}
              </Text>
            </span>
          </MenuItem>
        ))}
        <Separator className="my-1 border-t border-slate-200" />
        <MenuItem onAction={() => setComparing(true)}>{t.compare}</MenuItem>
      </Menu>
      {comparing && (
        <CompareDialog
          versions={versions}
          onCompare={(older, newer) => {
            setComparing(false);
            navigate(compareVersionsPath(projectId, data.protocolId, older, newer));
          }}
          onClose={() => setComparing(false)}
        />
      )}
    </>
  );
}

interface CompareDialogProps {
  versions: readonly { number: number; state: string; reason: string | null | undefined; isCurrentVersion: boolean; createdAt: string }[];
  onCompare: (older: number, newer: number) => void;
  onClose: () => void;
}

/** 'Versionen vergleichen': two versions, the older one first by default. */
function CompareDialog({ versions, onCompare, onClose }: CompareDialogProps) {
  const [initialOlder, initialNewer] = defaultComparison(versions) ?? [versions[0]!.number, versions[0]!.number];
  const [older, setOlder] = useState(initialOlder);
  const [newer, setNewer] = useState(initialNewer);
  const same = older === newer;
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!same) onCompare(older, newer);
  };

  const select = (label: string, value: number, onChange: (value: number) => void) => (
    <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-slate-800">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-invalid={same}
        aria-describedby={same ? errorId : undefined}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base font-normal text-slate-900"
      >
        {versions.map((version) => (
          <option key={version.number} value={version.number}>
            {`${t.version(version.number)} – ${formatDate(version.createdAt)}, ${versionReason(version)}`}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <Dialog title={t.compareTitle} description={t.compareDescription} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 sm:flex-row">
          {select(t.compareFrom, older, setOlder)}
          {select(t.compareWith, newer, setNewer)}
        </div>
        {same && (
          <p id={errorId} className="text-sm text-red-700">
            {t.compareSame}
          </p>
        )}
        <DialogActions cancel={t.cancel} label={t.compare} isPending={false} />
      </form>
    </Dialog>
  );
}
