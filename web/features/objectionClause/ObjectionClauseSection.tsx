import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { OBJECTION_LIMITS, OBJECTION_TEXT, defaultObjectionClause } from '../../../common/protocolExport';
import { useTypedMutation } from '../auth/useTypedMutation';
import { Button } from '../../ui/Button';
import { PageSection } from '../../ui/PageSection';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { ObjectionClauseSection_project$key } from './__generated__/ObjectionClauseSection_project.graphql';
import type { ObjectionClauseSectionMutation } from './__generated__/ObjectionClauseSectionMutation.graphql';

const t = {
  title: 'Einspruchsfrist und Schlussformel',
  description: 'Der Schlusssatz steht am Ende jedes exportierten Protokolls dieses Projekts.',
  days: 'Einspruchsfrist (Werktage)',
  ownWording: 'Eigene Formulierung',
  clause: 'Schlussformel',
  preview: 'So steht es im Protokoll:',
  submit: 'Speichern',
  saving: 'Wird gespeichert …',
  saved: 'Einspruchsfrist und Schlussformel wurden gespeichert',
  failed: 'Speichern fehlgeschlagen',
  connectionFailed: 'Keine Verbindung zum Server. Bitte versuchen Sie es erneut.',
  clauseMissing: 'Bitte geben Sie Ihre Schlussformel ein oder schalten Sie „Eigene Formulierung“ aus.',
};

const mutation = graphql`
  mutation ObjectionClauseSectionMutation($input: SetObjectionClauseInput!) {
    setObjectionClause(input: $input) {
      ... on MutationSetObjectionClauseSuccess {
        data {
          project {
            ...ObjectionClauseSection_project
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/** A whole number of working days within the limits, else null. */
export function parseObjectionDays(value: string): number | null {
  if (!/^\s*\d{1,2}\s*$/.test(value)) return null;
  const days = Number(value);
  return days >= OBJECTION_LIMITS.minDays && days <= OBJECTION_LIMITS.maxDays ? days : null;
}

/**
 * The closing clause of the project's exported minutes: the default with its working days, or the
 * project's own wording. Read-only for those who may not change the project.
 */
export function ObjectionClauseSection({ project: key }: { project: ObjectionClauseSection_project$key }) {
  const project = useFragment(
    graphql`
      fragment ObjectionClauseSection_project on Project {
        id
        objectionDays
        objectionClause
        permissions {
          canEdit
        }
      }
    `,
    key,
  );
  const [days, setDays] = useState(String(project.objectionDays));
  const [own, setOwn] = useState(project.objectionClause !== null);
  const [clause, setClause] = useState(project.objectionClause ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, saving] = useTypedMutation<ObjectionClauseSectionMutation>(mutation);
  const parsedDays = parseObjectionDays(days);
  const shownClause = own ? clause.trim() || project.objectionClause || '' : defaultObjectionClause(parsedDays ?? project.objectionDays);

  if (!project.permissions.canEdit) {
    return (
      <PageSection headingId="objection-clause" title={t.title}>
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">{project.objectionClause ?? defaultObjectionClause(project.objectionDays)}</p>
      </PageSection>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found: Record<string, string> = {};
    if (parsedDays === null) found.objectionDays = OBJECTION_TEXT.daysOutOfRange;
    if (own && !clause.trim()) found.objectionClause = t.clauseMissing;
    setErrors(found);
    if (Object.keys(found).length > 0 || parsedDays === null) return;
    commit({
      variables: { input: { projectId: project.id, objectionDays: parsedDays, objectionClause: own ? clause : null } },
      onSuccess: () => toast.success(t.saved),
      onFieldErrors: (fields) => setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message]))),
      onFailed: (reason) => toast.error(t.failed, reason ?? t.connectionFailed),
    });
  };

  return (
    <PageSection headingId="objection-clause" title={t.title}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-600">{t.description}</p>
        <div className="max-w-48">
          <TextField name="objectionDays" label={t.days} value={days} onChange={setDays} maxLength={2} inputMode="numeric" errorMessage={errors.objectionDays} />
        </div>
        <Switch isSelected={own} onChange={setOwn}>
          {t.ownWording}
        </Switch>
        {own && (
          <TextField name="objectionClause" label={t.clause} value={clause} onChange={setClause} maxLength={OBJECTION_LIMITS.clauseLength} multiline errorMessage={errors.objectionClause} />
        )}
        <div className="text-sm">
          <p className="text-slate-600">{t.preview}</p>
          <p className="mt-1 rounded-md bg-slate-50 p-3 text-slate-900" data-testid="objection-clause-preview">
            {shownClause}
          </p>
        </div>
        <Button type="submit" isPending={saving} className="self-stretch sm:self-end">
          {saving ? t.saving : t.submit}
        </Button>
      </form>
    </PageSection>
  );
}
