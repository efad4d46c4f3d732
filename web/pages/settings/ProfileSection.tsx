import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { firstInvalidField, hasErrors, pickFieldErrors, type FieldErrors } from '../../features/auth/authForms';
import { useSessionEnded } from '../../features/auth/useSessionEnded';
import { deAccount } from '../../i18n/deAccount';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { ProfileSection_viewer$key } from './__generated__/ProfileSection_viewer.graphql';
import type { ProfileSectionMutation } from './__generated__/ProfileSectionMutation.graphql';
import {
  PROFILE_FIELDS,
  PROFILE_MAX_LENGTH,
  toProfileValues,
  toUpdateProfileInput,
  validateProfile,
  type ProfileField,
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
      __typename
      ... on MutationUpdateProfileSuccess {
        data {
          viewer {
            ...ProfileSection_viewer
          }
        }
      }
      ... on Error {
        title
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const t = deAccount.account.profile;

export function ProfileSection({ viewer }: { viewer: ProfileSection_viewer$key }) {
  const { profile } = useFragment(profileFragment, viewer);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>(() => toProfileValues(profile));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProfileField>>({});
  const [commit, isInFlight] = useMutation<ProfileSectionMutation>(updateProfileMutation);
  const sessionEnded = useSessionEnded();

  const fieldProps = (name: ProfileField) => ({
    name,
    label: t[name],
    value: values[name],
    maxLength: PROFILE_MAX_LENGTH[name],
    errorMessage: fieldErrors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const showErrors = (errors: FieldErrors<ProfileField>) => {
    setFieldErrors(errors);
    const name = firstInvalidField(errors, PROFILE_FIELDS);
    const element = name && formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const errors = validateProfile(values);
    if (hasErrors(errors)) return showErrors(errors);
    const fail = (message?: string) => {
      toast.error(t.failed, message ?? deAccount.auth.connectionFailed);
    };
    commit({
      variables: { input: toUpdateProfileInput(values) },
      onCompleted: ({ updateProfile: result }) => {
        switch (result.__typename) {
          case 'MutationUpdateProfileSuccess':
            toast.success(t.saved);
            return;
          case 'ValidationError':
            showErrors(pickFieldErrors(result.fields, PROFILE_FIELDS));
            fail(result.message);
            return;
          case 'NotSignedInError':
            sessionEnded(result);
            return;
          default:
            fail();
        }
      },
      onError: () => fail(),
    });
  };

  return (
    <SettingsSection title={t.title} description={t.description}>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...fieldProps('firstName')} isRequired autoComplete="given-name" />
          <TextField {...fieldProps('lastName')} isRequired autoComplete="family-name" />
        </div>
        <TextField {...fieldProps('company')} autoComplete="organization" />
        <TextField {...fieldProps('street')} autoComplete="street-address" />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField {...fieldProps('postalCode')} autoComplete="postal-code" />
          <TextField {...fieldProps('city')} autoComplete="address-level2" />
        </div>
        <TextField {...fieldProps('ustId')} autoComplete="off" placeholder={t.ustIdPlaceholder} />
        <Button type="submit" isPending={isInFlight} className="self-stretch sm:self-end">
          {isInFlight ? deAccount.account.settings.saving : t.submit}
        </Button>
      </form>
    </SettingsSection>
  );
}
