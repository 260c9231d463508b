/**
 * Collusion signals (issue 11 §5, beyond the spec): reciprocal trades and
 * closed rings the server noticed as vouches were written, newest first,
 * each with the vouches it rests on; and look-alike display names (issue 18
 * §6), each with both members' names and usernames; bursts of vouches from
 * new accounts (issue 22 #18). They inform; they change no score and refuse
 * nobody. An admin may dismiss a flag with a note, kept for the record.
 */
import { Badge, Button, Card, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminLoadError } from './AdminLoadError';
import { Link as RouterLink } from 'react-router-dom';
import type { CollusionFlag } from '#contract/collusionResponses';
import { BURST_WINDOW_MINUTES, NEW_ACCOUNT_DAYS, RECIPROCAL_WINDOW_DAYS } from '#domain/collusion';
import { DismissFlagDialog } from './DismissFlagDialog';
import { ApiHooks } from '../../lib/query/apiHooks';
import { Pager } from './FeedbackAdminTab';
import { usePagedCursor } from './usePagedCursor';
import { formatDate } from '../../lib/format';
import { RowSkeletons } from '../../ui/RowSkeletons';

const dateOf = (iso: string) => formatDate(iso, 'mediumWithTime');

const KIND_LABEL: Record<CollusionFlag['kind'], string> = {
  reciprocal: 'Reciprocal trade',
  ring: 'Closed ring',
  burst: 'Burst from new accounts',
  lookalike_name: 'Look-alike name',
};
const KIND_MEANING: Record<CollusionFlag['kind'], string> = {
  reciprocal: `These two vouched for each other within ${RECIPROCAL_WINDOW_DAYS} days.`,
  ring: 'These members vouch for each other in a loop, and most of the vouches each of them gave stay inside it.',
  burst: `The first member received these vouches within ${BURST_WINDOW_MINUTES} minutes, each from an account under ${NEW_ACCOUNT_DAYS} days old.`,
  lookalike_name: 'These two display names read alike but are written with different characters. One may be posing as the other.',
};
const CLEARED_MEANING: Record<CollusionFlag['kind'], string> = {
  reciprocal: 'A vouch of this evidence has since been removed.',
  ring: 'A vouch of this evidence has since been removed.',
  burst: 'Vouches of this evidence have since been removed.',
  lookalike_name: 'One of them has since changed their name or left.',
};

function FlagState({ flag }: { flag: CollusionFlag }) {
  if (flag.cleared_at) return <Badge colorPalette="gray">Cleared {dateOf(flag.cleared_at)}</Badge>;
  if (flag.dismissed) return <Badge colorPalette="gray">Dismissed</Badge>;
  return <Badge colorPalette="orange">Open</Badge>;
}

function Dismissal({ flag }: { flag: CollusionFlag }) {
  if (!flag.dismissal) return null;
  const { admin, dismissed_at, note } = flag.dismissal;
  return (
    <Stack gap="1" data-testid="flag-dismissal">
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
        Dismissed by {admin.full_name ?? 'an admin'} on {dateOf(dismissed_at)}
        {flag.dismissed ? '' : ' (new evidence since)'}
      </Text>
      <Text textStyle="sm" whiteSpace="pre-wrap">
        {note}
      </Text>
    </Stack>
  );
}

function FlagCard({ flag }: { flag: CollusionFlag }) {
  const [dismissing, setDismissing] = useState(false);
  const nameOf = (id: string) => {
    const member = flag.members.find((m) => m.id === id);
    return member?.full_name ?? (member?.username ? `@${member.username}` : 'Deleted member');
  };
  return (
    <Card.Root as="li" data-testid="collusion-flag">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="sm">
              {KIND_LABEL[flag.kind]}
            </Heading>
            <FlagState flag={flag} />
            <Text textStyle="xs" color="fg.muted">
              Noticed {dateOf(flag.detected_at)}
            </Text>
          </HStack>
          <Text textStyle="sm">{KIND_MEANING[flag.kind]}</Text>
          <HStack gap="3" wrap="wrap" aria-label="Members">
            {flag.members.map((member) => (
              <HStack key={member.id} gap="1">
                <Link asChild textStyle="sm" color="brand.fg" textDecoration="underline">
                  <RouterLink to={`/vouches-for/${member.id}`}>{nameOf(member.id)}</RouterLink>
                </Link>
                {/* A look-alike is told apart by its username, which cannot be copied. */}
                {flag.kind === 'lookalike_name' && member.username ? (
                  <Text as="span" textStyle="sm" color="fg.muted">
                    @{member.username}
                  </Text>
                ) : null}
              </HStack>
            ))}
          </HStack>
          {flag.evidence.length > 0 ? (
            <Stack gap="1">
              <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
                Evidence
              </Text>
              <List.Root textStyle="sm" ps="5">
                {flag.evidence.map((v) => (
                  <List.Item key={`${v.voucher_id}>${v.vouchee_id}`}>
                    {nameOf(v.voucher_id)} vouched for {nameOf(v.vouchee_id)} on {dateOf(v.created_at)}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          ) : null}
          {flag.cleared_at ? (
            <Text textStyle="xs" color="fg.muted">
              {CLEARED_MEANING[flag.kind]}
            </Text>
          ) : null}
          <Dismissal flag={flag} />
          {!flag.cleared_at && !flag.dismissed ? (
            <HStack>
              <Button size="sm" variant="outline" onClick={() => setDismissing(true)}>
                Dismiss
              </Button>
            </HStack>
          ) : null}
          {dismissing ? <DismissFlagDialog flagId={flag.id} flagLabel={KIND_LABEL[flag.kind]} onClose={() => setDismissing(false)} /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CollusionSignalsTab() {
  const paging = usePagedCursor();
  const list = ApiHooks.useListCollusionFlags(paging.cursor ? { cursor: paging.cursor } : {});
  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        Patterns worth a look, noticed as vouches are given and removed and as members set their names. A flag never changes anyone&apos;s score.
      </Text>
      {list.isError ? (
        <AdminLoadError message="Failed to load collusion signals. Please try again." onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <RowSkeletons label="Loading collusion signals" />
      ) : list.data.flags.length === 0 ? (
        <Text color="fg.muted">No collusion signals. Nothing to look at right now.</Text>
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Collusion signals">
            {list.data.flags.map((flag) => (
              <FlagCard key={flag.id} flag={flag} />
            ))}
          </Stack>
          <Pager
            page={paging.page}
            onPrevious={paging.previous}
            onNext={list.data.next_cursor ? () => paging.next(list.data.next_cursor!) : undefined}
          />
        </>
      )}
    </Stack>
  );
}
