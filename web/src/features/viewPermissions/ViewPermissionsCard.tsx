import { useState } from 'react';
import { Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { VIEW_PERMISSION_TEXTS as TEXTS, VIEW_SEARCH_DEBOUNCE_MS } from '#domain';
import type { PermissionViewer } from '#contract/features/viewPermissions';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { MemberRow } from './MemberRow';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** The results list scrolls past this height (issue 8 §6). */
const RESULTS_MAX_HEIGHT = '240px';

/**
 * View Permissions (profile edit page): find a member by full name, username
 * or e-mail (700 ms after typing stops, at most 10 results), Grant Access,
 * and the people who have access, each with Revoke. The server decides
 * everything (owner-only, duplicates, who exists); this shows its answers.
 */
export function ViewPermissionsCard() {
  const [term, setTerm] = useState('');
  const q = useDebouncedValue(term.trim(), VIEW_SEARCH_DEBOUNCE_MS);
  const search = ApiHooks.useSearchViewCandidates(q ? { q } : null);
  const list = ApiHooks.useListViewPermissions();
  const grant = ApiHooks.useGrantViewPermission();
  const revoke = ApiHooks.useRevokeViewPermission();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function grantTo(member: PermissionViewer) {
    setBusyId(member.id);
    try {
      await grant.mutateAsync({ viewer_id: member.id });
      toaster.create({ type: 'success', title: TEXTS.granted });
    } catch (error) {
      toaster.create(
        describeApiError(error, {
          fallback: TEXTS.grantFailed,
          when: { conflict: { title: TEXTS.alreadyGrantedTitle, description: TEXTS.alreadyGranted(member.full_name || member.username || '') } },
        }),
      );
    } finally {
      setBusyId(null);
    }
  }

  async function revokeFrom(viewerId: string) {
    setBusyId(viewerId);
    try {
      await revoke.mutateAsync({ viewerId });
      toaster.create({ type: 'success', title: TEXTS.revoked });
    } catch (error) {
      toaster.create(describeApiError(error, { fallback: TEXTS.revokeFailed }));
    } finally {
      setBusyId(null);
    }
  }

  const results = search.data?.members ?? [];
  const permissions = list.data?.permissions ?? [];

  return (
    <Card.Root as="section" aria-labelledby="view-permissions-heading">
      <Card.Body>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="view-permissions-heading">
              View Permissions
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Members you grant access see your full profile until you revoke it.
            </Text>
          </Stack>

          <Stack gap="2">
            <Field.Root>
              <Field.Label>Search members</Field.Label>
              <Input
                type="search"
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                placeholder="Full name, username or email"
                autoComplete="off"
                maxLength={254}
              />
            </Field.Root>
            {q && search.isError ? (
              <Text color="fg.error" textStyle="sm" role="alert">
                {TEXTS.searchFailed}
              </Text>
            ) : null}
            {q && search.isSuccess && term.trim() === q ? (
              results.length ? (
                <Box maxH={RESULTS_MAX_HEIGHT} overflowY="auto" borderWidth="1px" borderRadius="md" px="3" data-testid="view-search-results">
                  <Stack as="ul" listStyleType="none" gap="0" aria-label="Search results">
                    {results.map((m) => (
                      <MemberRow
                        key={m.id}
                        member={m}
                        action={
                          <Button size="sm" colorPalette="brand" loading={busyId === m.id} onClick={() => void grantTo(m)}>
                            Grant Access
                          </Button>
                        }
                      />
                    ))}
                  </Stack>
                </Box>
              ) : (
                <Text color="fg.muted" textStyle="sm" role="status">
                  No members found.
                </Text>
              )
            ) : null}
          </Stack>

          <Stack gap="2">
            <Heading as="h3" size="md">
              People with access
            </Heading>
            {list.isError ? (
              <Text color="fg.error" textStyle="sm" role="alert">
                {TEXTS.loadFailed}
              </Text>
            ) : list.isSuccess && permissions.length === 0 ? (
              <Text color="fg.muted" textStyle="sm">
                No one has been granted access yet.
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="0" aria-label="People with access" data-testid="view-permission-list">
                {permissions.map((p) => (
                  <MemberRow
                    key={p.id}
                    member={p.viewer}
                    action={
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        loading={busyId === p.id}
                        aria-label={`Revoke access of ${p.viewer.full_name || p.viewer.username}`}
                        onClick={() => void revokeFrom(p.id)}
                      >
                        Revoke
                      </Button>
                    }
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
