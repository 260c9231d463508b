import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Container, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { fieldErrors, isGeneratedUsername, profileEditSchema } from '#domain';
import type { MyProfile } from '#contract/responses';
import { FormCardSkeleton } from '../../ui/FormCardSkeleton';
import { ProfileLoadFailed } from '../../shared/ProfileLoadFailed';
import { useArrivalFocus } from '../../shared/focusHeading';
import { useGoBack } from '../../shared/useGoBack';
import { useUser } from '../../shared/session/useUser';
import { toaster } from '../../shared/toaster';
import { describeApiError, fieldErrorsOf } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { submitHandler } from '../../lib/submitHandler';
import { ViewPermissionsCard } from '../viewPermissions';
import { DangerZoneCard } from '../accountDeletion';
import { AdditionalInfoCard } from './AdditionalInfoCard';
import { AvatarPicker } from './AvatarPicker';
import { EmailPreferencesCard } from './EmailPreferencesCard';
import { EmailVerificationStatus } from './EmailVerificationStatus';
import { MyPurposeCard } from './MyPurposeCard';
import { SignInsCard } from './SignInsCard';

type EditValues = { full_name: string; username: string; bio: string; title_description: string; linkedin_url: string };
type EditField = keyof EditValues;

const FIELDS: readonly { key: EditField; label: string; multiline?: boolean; helper?: string; type?: string; autoComplete?: string }[] = [
  { key: 'full_name', label: 'Full name', autoComplete: 'name' },
  { key: 'username', label: 'Username', helper: '3 to 30 letters, digits, dots, dashes or underscores.', autoComplete: 'username' },
  { key: 'title_description', label: 'Title', helper: 'For example: Nurse, Student, Small-business owner.' },
  { key: 'bio', label: 'Bio', multiline: true },
  { key: 'linkedin_url', label: 'LinkedIn URL', type: 'url', autoComplete: 'url' },
];

function initialValues(p: MyProfile): EditValues {
  return {
    full_name: p.full_name ?? '',
    // A made-up username is no one's choice: start the field empty so the member picks one.
    username: isGeneratedUsername(p) ? '' : (p.username ?? ''),
    bio: p.bio ?? '',
    title_description: p.title_description ?? '',
    linkedin_url: p.linkedin_url ?? '',
  };
}

/**
 * /profile/edit: the editable text fields and the read-only e-mail with its
 * verification status, then the View Permissions card, the
 * additional-information block (location, phone with verification, 13+),
 * My Purpose, the vouch e-mail preference, the recent sign-ins and the Danger Zone. The avatar picker
 * (with its square crop dialog) heads the form.
 */
function ProfileEditForm({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [values, setValues] = useState<EditValues>(() => initialValues(profile));
  const [errors, setErrors] = useState<Partial<Record<EditField, string>>>({});
  const updateMe = ApiHooks.useUpdateMe();
  // Typing into a field that was refused clears its message: the fixed field should not keep saying it is wrong.
  const change = (key: EditField, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  async function submit() {
    const parsed = profileEditSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await updateMe.mutateAsync(values);
      toaster.create({ type: 'success', title: 'Profile updated successfully!' });
      navigate('/');
    } catch (err) {
      // A taken username comes back as a conflict without a field map.
      setErrors(fieldErrorsOf<EditField>(err, { conflictField: 'username' }));
      toaster.create(describeApiError(err, { fallback: 'Failed to update profile' }));
    }
  }

  return (
    <Card.Root>
      <Card.Body>
        <form noValidate onSubmit={submitHandler(submit)}>
          <Stack gap="4">
            <AvatarPicker profile={profile} />
            <Field.Root readOnly>
              <Field.Label>Email</Field.Label>
              <Input value={profile.email} readOnly variant="subtle" />
              <Field.HelperText>Your e-mail address cannot be changed here.</Field.HelperText>
            </Field.Root>
            <EmailVerificationStatus profile={profile} />
            {FIELDS.map((f) => (
              <Field.Root key={f.key} invalid={!!errors[f.key]} required={f.key === 'full_name' || f.key === 'username'}>
                <Field.Label>
                  {f.label}
                  {f.key === 'full_name' || f.key === 'username' ? <Field.RequiredIndicator /> : null}
                </Field.Label>
                {f.multiline ? (
                  <Textarea rows={4} maxLength={1000} value={values[f.key]} onChange={(e) => change(f.key, e.target.value)} />
                ) : (
                  <Input
                    type={f.type ?? 'text'}
                    autoComplete={f.autoComplete}
                    value={values[f.key]}
                    onChange={(e) => change(f.key, e.target.value)}
                  />
                )}
                {f.helper && !errors[f.key] ? <Field.HelperText>{f.helper}</Field.HelperText> : null}
                <Field.ErrorText>{errors[f.key]}</Field.ErrorText>
              </Field.Root>
            ))}
            <Stack direction="row" gap="3" justify="flex-end">
              <Button variant="outline" onClick={goBack}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={updateMe.isPending}>
                Save Changes
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

export default function ProfileEditPage() {
  const { profile, loading } = useUser();
  // Verifying the phone comes back here, its form gone: the heading takes focus (issue 22 §13).
  const heading = useArrivalFocus();
  // While the profile loads, the page and its heading are there; the form's card keeps its shape.
  const pending = loading && !profile;
  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1}>
          Edit Profile
        </Heading>
        {profile ? (
          <ProfileEditForm key={profile.id} profile={profile} />
        ) : pending ? (
          <FormCardSkeleton label="Loading your profile" fields={FIELDS.length + 1} />
        ) : (
          <ProfileLoadFailed />
        )}
        {profile ? <ViewPermissionsCard key={`view-${profile.id}`} /> : null}
        {profile ? <AdditionalInfoCard profile={profile} /> : null}
        {profile ? <MyPurposeCard key={`purpose-${profile.id}`} profile={profile} /> : null}
        {profile ? <EmailPreferencesCard profile={profile} /> : null}
        {profile ? <SignInsCard key={`sign-ins-${profile.id}`} /> : null}
        {profile ? <DangerZoneCard /> : null}
      </Stack>
    </Container>
  );
}
