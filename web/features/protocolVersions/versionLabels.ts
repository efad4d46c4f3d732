import { deProtocolVersions } from '../../i18n/deProtocolVersions';

const t = deProtocolVersions.versions;

/** What the versions menu knows of a version (ProtocolVersion). */
export interface VersionSummary {
  number: number;
  state: string;
  reason: string | null | undefined;
  isCurrentVersion: boolean;
}

const reasonLabel = (reason: string | null | undefined): string | null => (reason && reason in t.reasons ? t.reasons[reason as keyof typeof t.reasons] : null);

/**
 * Why a version exists, in the menu's words: 'Aktuelle Version' for the one being edited, 'Neu
 * erstellt – noch nicht übernommen' for a regenerated one waiting for a decision, else why it was
 * frozen ('Abgeschlossen', …), with 'Aktuelle Version' after it while no newer one exists.
 */
export function versionReason(version: VersionSummary): string {
  if (version.state === 'CANDIDATE') return t.candidate;
  const reason = version.state === 'FROZEN' ? reasonLabel(version.reason) : null;
  if (!reason) return t.current;
  return version.isCurrentVersion ? `${reason} · ${t.current}` : reason;
}

/** The pair the compare dialog starts with: the version before the current one, and the current one. */
export function defaultComparison(versions: readonly VersionSummary[]): [number, number] | null {
  if (versions.length < 2) return null;
  const current = versions.find((version) => version.isCurrentVersion) ?? versions.at(-1)!;
  const older = versions.filter((version) => version.number < current.number).at(-1) ?? versions.find((version) => version.number !== current.number)!;
  return [older.number, current.number];
}
