import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import { BRANDING_LIMITS, BRANDING_LOGO_UPLOAD_PATH, LOGO_MIME_TYPES } from '../../../common/branding';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deBranding as t } from '../../i18n/deBranding';
import { Button, buttonBase, buttonStyles } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { BrandingSection_viewer$key } from './__generated__/BrandingSection_viewer.graphql';
import type { BrandingSectionRemoveLogoMutation } from './__generated__/BrandingSectionRemoveLogoMutation.graphql';
import type { BrandingSectionSetMutation } from './__generated__/BrandingSectionSetMutation.graphql';
import { SettingsSection } from './SettingsSection';

const brandingFragment = graphql`
  fragment BrandingSection_viewer on Viewer @refetchable(queryName: "BrandingSectionRefetchQuery") {
    branding {
      available
      companyName
      address
      logoUrl
    }
  }
`;

const setBrandingMutation = graphql`
  mutation BrandingSectionSetMutation($input: SetBrandingInput!) {
    setBranding(input: $input) {
      ... on MutationSetBrandingSuccess {
        data {
          __typename
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const removeLogoMutation = graphql`
  mutation BrandingSectionRemoveLogoMutation {
    removeBrandingLogo {
      ... on MutationRemoveBrandingLogoSuccess {
        data {
          __typename
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/** The logo's bytes go to their own route (GraphQL carries no files); the answer's error is German. */
async function uploadLogo(file: File): Promise<string | null> {
  try {
    const response = await fetch(BRANDING_LOGO_UPLOAD_PATH, { method: 'POST', body: file, headers: { 'content-type': file.type }, credentials: 'same-origin' });
    if (response.ok) return null;
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return body?.error?.message ?? t.logoFailed;
  } catch {
    return t.connectionFailed;
  }
}

/** 'Firmenlogo und Briefkopf': the letterhead of exports, or the plan hint without custom-branding. */
export function BrandingSection({ viewer }: { viewer: BrandingSection_viewer$key }) {
  const [{ branding }, refetch] = useRefetchableFragment(brandingFragment, viewer);
  const [companyName, setCompanyName] = useState(branding.companyName ?? '');
  const [address, setAddress] = useState(branding.address ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Branding has no id of its own: a mutation's answer would not reach the viewer's record, so the section asks again.
  const refresh = () => refetch({}, { fetchPolicy: 'network-only' });
  const [commitSet, saving] = useTypedMutation<BrandingSectionSetMutation>(setBrandingMutation);
  const [commitRemove, removing] = useTypedMutation<BrandingSectionRemoveLogoMutation>(removeLogoMutation);

  if (!branding.available && !branding.logoUrl && !branding.companyName && !branding.address) {
    return (
      <SettingsSection title={t.title} description={t.description}>
        <p className="text-sm text-slate-700">{t.notInPlan}</p>
        <Link to="/subscription" className={`${buttonBase} ${buttonStyles.secondary} mt-4`}>
          {t.upgrade}
        </Link>
      </SettingsSection>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const errors: Record<string, string> = {};
    if (companyName.trim().length > BRANDING_LIMITS.companyName) errors.companyName = `${t.companyName}: höchstens ${BRANDING_LIMITS.companyName} Zeichen.`;
    if (address.trim().length > BRANDING_LIMITS.address) errors.address = `${t.address}: höchstens ${BRANDING_LIMITS.address} Zeichen.`;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    commitSet({
      variables: { input: { companyName, address } },
      onSuccess: () => {
        toast.success(t.saved);
        refresh();
      },
      onFieldErrors: (fields) => setFieldErrors(Object.fromEntries(fields.map((f) => [f.field, f.message]))),
      onFailed: (reason) => toast.error(t.failed, reason ?? t.connectionFailed),
    });
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked here to spare the upload; the server checks the bytes themselves again.
    if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return toast.error(t.logoFailed, t.logoType);
    if (file.size > BRANDING_LIMITS.logoBytes) return toast.error(t.logoFailed, t.logoTooLarge);
    setUploading(true);
    const refusal = await uploadLogo(file);
    setUploading(false);
    if (refusal) return toast.error(t.logoFailed, refusal);
    toast.success(t.logoSaved);
    refresh();
  };

  const removeLogo = () =>
    commitRemove({
      variables: {},
      onSuccess: () => {
        toast.success(t.logoRemoved);
        refresh();
      },
      onFailed: (reason) => toast.error(t.logoFailed, reason ?? t.connectionFailed),
    });

  return (
    <SettingsSection title={t.title} description={t.description}>
      {!branding.available && <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t.notInPlan}</p>}
      <div className="flex flex-col gap-3">
        <span className="text-sm font-medium text-slate-800">{t.logo}</span>
        {branding.logoUrl ? (
          <img src={branding.logoUrl} alt={t.logoPreview} className="max-h-24 max-w-[15rem] self-start rounded border border-slate-200 bg-white object-contain p-2" />
        ) : (
          <p className="text-sm text-slate-600">{t.noLogo}</p>
        )}
        <p id="branding-logo-hint" className="text-sm text-slate-600">
          {t.logoHint}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input ref={fileInput} type="file" accept={LOGO_MIME_TYPES.join(',')} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => void handleFile(e)} />
          <Button
            variant="secondary"
            isPending={uploading}
            isDisabled={!branding.available}
            aria-describedby="branding-logo-hint"
            onPress={() => fileInput.current?.click()}
          >
            {uploading ? t.uploading : branding.logoUrl ? t.replaceLogo : t.chooseLogo}
          </Button>
          {branding.logoUrl && (
            <Button variant="ghost" isPending={removing} onPress={removeLogo}>
              {t.removeLogo}
            </Button>
          )}
        </div>
      </div>
      <form noValidate onSubmit={handleSubmit} className="mt-6 flex flex-col gap-4">
        <TextField
          name="companyName"
          label={t.companyName}
          value={companyName}
          onChange={setCompanyName}
          maxLength={BRANDING_LIMITS.companyName}
          autoComplete="organization"
          errorMessage={fieldErrors.companyName}
        />
        <TextField
          name="address"
          label={t.address}
          value={address}
          onChange={setAddress}
          maxLength={BRANDING_LIMITS.address}
          multiline
          placeholder={t.addressPlaceholder}
          autoComplete="street-address"
          errorMessage={fieldErrors.address}
        />
        <Button type="submit" isPending={saving} isDisabled={!branding.available} className="self-stretch sm:self-end">
          {saving ? t.saving : t.submit}
        </Button>
      </form>
    </SettingsSection>
  );
}
