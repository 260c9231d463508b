import { useState } from 'react';
import { Badge, Box, HStack, Heading, Separator, Stack, Tabs, Text } from '@chakra-ui/react';
import type { MemberCard, VouchListPage } from '#contract/features/members';
import { CATEGORY_SCORE_FIELD, formatPoints } from '#domain';
import { UserAvatar } from '../../ui/UserAvatar';
import { ApiHooks } from '../../lib/query/apiHooks';
import { DialogFrame } from '../../ui/DialogFrame';
import { RichMessage } from '../../ui/RichMessage';
import { TierBadge } from '../../ui/TierBadge';
import { memberName } from './DirectoryCard';
import { ProfileDialogLoading } from './ProfileDialogLoading';
import { formatDate } from '../../lib/format';

const CATEGORY_LABELS: Record<string, string> = {
  core_character_score: 'Core Character',
  interpersonal_skills_score: 'Interpersonal Skills',
  leadership_qualities_score: 'Leadership Qualities',
  awareness_eq_score: 'Awareness & EQ',
  thinking_style_score: 'Thinking Style',
  creative_thinking_score: 'Creative Thinking',
};

const shortDate = (iso: string) => formatDate(iso, 'short');

function ProfileTab({ userId }: { userId: string }) {
  const profile = ApiHooks.useGetMemberProfile({ userId });
  if (profile.isPending) return <ProfileDialogLoading shape="profile" />;
  // Spec: profile dialog load errors are silent; the tab says nothing more than that it has nothing.
  if (!profile.data) return <Text color="fg.muted">No details to show.</Text>;
  const p = profile.data;
  const location = [p.city, p.state, p.country].filter(Boolean).join(', ');
  return (
    <Stack gap="4">
      <HStack gap="4" align="start">
        <UserAvatar name={p.full_name} email={p.username} src={p.avatar_url} size="xl" />
        <Stack gap="1">
          <Text fontWeight="bold" fontSize="lg">
            {p.full_name || p.username}
          </Text>
          {p.username ? <Text color="fg.muted">@{p.username}</Text> : null}
          <HStack gap="2">
            <TierBadge score={p.score.total_score} size="sm" />
            <Text fontWeight="semibold">{formatPoints(p.score.total_score)}</Text>
          </HStack>
        </Stack>
      </HStack>
      {p.title_description ? <Text fontWeight="medium">{p.title_description}</Text> : null}
      {location ? <Text color="fg.muted">{location}</Text> : null}
      {p.bio ? <Text whiteSpace="pre-line">{p.bio}</Text> : null}
      {p.my_motivation ? (
        <Box>
          <Heading as="h3" size="sm">
            My Motivation
          </Heading>
          <Text whiteSpace="pre-line">{p.my_motivation}</Text>
        </Box>
      ) : null}
      <Box>
        <Heading as="h3" size="sm" mb="2">
          Score Breakdown
        </Heading>
        <Stack as="dl" gap="1">
          {Object.values(CATEGORY_SCORE_FIELD).map((field) => (
            <HStack key={field} justify="space-between">
              <Text as="dt">{CATEGORY_LABELS[field] ?? field}</Text>
              <Text as="dd">{formatPoints(p.score[field])}</Text>
            </HStack>
          ))}
        </Stack>
      </Box>
      {p.recent_vouches.length ? (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Recent Vouches
          </Heading>
          <Stack gap="3" separator={<Separator />}>
            {p.recent_vouches.map((v) => (
              <Stack key={v.id} gap="1">
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="semibold">{v.voucher.full_name || v.voucher.username}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {shortDate(v.created_at)}
                  </Text>
                </HStack>
                <RichMessage html={v.message} quoted />
                <HStack gap="1" wrap="wrap">
                  {v.attributes.map((a) => (
                    <Badge key={a} size="sm" colorPalette="brand" variant="subtle">
                      {a}
                    </Badge>
                  ))}
                </HStack>
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

function PeopleTab({ page, emptyText }: { page: { data?: VouchListPage; isPending: boolean }; emptyText: string }) {
  if (page.isPending) return <ProfileDialogLoading shape="people" />;
  const vouches = page.data?.vouches ?? [];
  if (!vouches.length) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {vouches.map((v) => (
        <HStack as="li" key={v.id} gap="3">
          <UserAvatar name={v.member.full_name} email={v.member.username} src={v.member.avatar_url} size="sm" />
          <Stack gap="0">
            <Text fontWeight="semibold">{v.member.full_name || v.member.username}</Text>
            {v.member.username ? (
              <Text fontSize="sm" color="fg.muted">
                @{v.member.username}
              </Text>
            ) : null}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The member profile dialog (spec §2): 'Profile', 'Receives Vouches From (n)',
 * 'Gives Vouches To (n)'. Opened only for a card with full access.
 */
export function MemberProfileDialog({ member, onClose }: { member: MemberCard | null; onClose: () => void }) {
  const open = member && !member.limited ? member : null;
  type FullCard = NonNullable<typeof open>;
  // The member stays shown while the dialog fades out after closing: without it the dialog lost its
  // title (its accessible name) and its content for the length of the closing animation.
  const [shown, setShown] = useState<FullCard | null>(open);
  if (open && open !== shown) setShown(open);
  const full = open ?? shown;
  const userId = full?.id ?? '';
  const received = ApiHooks.useListVouchesReceived(full ? { userId } : null);
  const given = ApiHooks.useListVouchesGiven(full ? { userId } : null);
  return (
    <DialogFrame open={!!open} onClose={onClose} title={full ? memberName(full) : ''} closeLabel="Close" size="lg" scrollBehavior="inside">
      {full ? (
        <Tabs.Root defaultValue="profile" variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
            <Tabs.Trigger value="received">Receives Vouches From ({full.score.total_vouches})</Tabs.Trigger>
            <Tabs.Trigger value="given">Gives Vouches To ({full.vouches_given})</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile">
            <ProfileTab userId={userId} />
          </Tabs.Content>
          <Tabs.Content value="received">
            <PeopleTab page={received} emptyText="No vouches received yet" />
          </Tabs.Content>
          <Tabs.Content value="given">
            <PeopleTab page={given} emptyText="No vouches given yet" />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </DialogFrame>
  );
}
