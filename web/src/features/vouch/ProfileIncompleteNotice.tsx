import { Link as RouterLink } from 'react-router-dom';
import { Alert, Link, List } from '@chakra-ui/react';
import { hasCompletedRequirements, isGeneratedUsername } from '#domain';
import type { MyProfile } from '#contract/responses';

/**
 * Why the member cannot vouch yet, and where to fix it. Vouching needs a real
 * username, a full name, accepted terms, a birth date, a phone and a join intent.
 */
export function ProfileIncompleteNotice({ profile }: { profile: MyProfile }) {
  const needsIdentity = isGeneratedUsername(profile) || !profile.full_name?.trim();
  const needsSetup = !hasCompletedRequirements(profile) || !profile.has_birth_date;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Finish your profile to vouch</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1">
            {needsIdentity ? (
              <List.Item>
                Add your full name and choose a username:{' '}
                <Link asChild color="brand.link" fontWeight="semibold">
                  <RouterLink to="/profile/edit">Edit your profile</RouterLink>
                </Link>
              </List.Item>
            ) : null}
            {needsSetup ? (
              <List.Item>
                Add your birth date, phone number and what brings you to Vouched:{' '}
                <Link asChild color="brand.link" fontWeight="semibold">
                  <RouterLink to="/home">Complete your profile</RouterLink>
                </Link>
              </List.Item>
            ) : null}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
