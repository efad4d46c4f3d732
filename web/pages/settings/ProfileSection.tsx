import type { FormEvent } from 'react';
import { PROFILE_MAX_LENGTH } from '../../../common/accounts';
import { graphql, useFragment } from 'react-relay';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deAccount } from '../../i18n/deAccount';
import { hasErrors, useFormFields } from '../../lib/useFormFields';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { ProfileSection_viewer$key } from './__generated__/ProfileSection_viewer.graphql';
import type { ProfileSectionMutation } from './__generated__/ProfileSectionMutation.graphql';
import {
  PROFILE_FIELDS,
  toProfileValues,
  toUpdateProfileInput,
  validateProfile,
  type ProfileValues,
} from './profileForm';
import { SettingsSection } from './SettingsSection';

const profileFragment = graphql`
  fragment ProfileSection_viewer on Viewer {
    profile {
      firstName
      lastName
      company
      street
      postalCode
      city
      ustId
    }
  }
`;

const updateProfileMutation = graphql`
  mutation ProfileSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ... on MutationUpdateProfileSuccess {
        data {
          viewer {
            ...ProfileSection_viewer
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const t = deAccount.account.profile;

export function ProfileSection({ viewer }: { viewer: ProfileSection_viewer$key }) {
  const { profile } = useFragment(profileFragment, viewer);
  const { formRef, values, field, showErrors, showServerErrors } = useFormFields<ProfileValues>(() => toProfileValues(profile), {
    order: PROFILE_FIELDS,
    maxLength: PROFILE_MAX_LENGTH,
  });
  const [commit, isInFlight] = useTypedMutation<ProfileSectionMutation>(updateProfileMutation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const errors = validateProfile(values);
    if (hasErrors(errors)) return showErrors(errors);
    commit({
      variables: { input: toUpdateProfileInput(values) },
      onSuccess: () => toast.success(t.saved),
      onFieldErrors: showServerErrors,
      onFailed: (reason) => toast.error(t.failed, reason ?? deAccount.auth.connectionFailed),
    });
  };

  return (
    <SettingsSection title={t.title} description={t.description}>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('firstName')} label={t.firstName} isRequired autoComplete="given-name" />
          <TextField {...field('lastName')} label={t.lastName} isRequired autoComplete="family-name" />
        </div>
        <TextField {...field('company')} label={t.company} autoComplete="organization" />
        <TextField {...field('street')} label={t.street} autoComplete="street-address" />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField {...field('postalCode')} label={t.postalCode} autoComplete="postal-code" />
          <TextField {...field('city')} label={t.city} autoComplete="address-level2" />
        </div>
        <TextField {...field('ustId')} label={t.ustId} autoComplete="off" placeholder={t.ustIdPlaceholder} />
        <Button type="submit" isPending={isInFlight} className="self-stretch sm:self-end">
          {isInFlight ? deAccount.account.settings.saving : t.submit}
        </Button>
      </form>
    </SettingsSection>
  );
}
