import type { ReactNode } from 'react';
import { Badge, Box, Flex, Heading, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import { CONFIDENCE_LABELS, RELATIONSHIP_CATEGORY_LABEL, humanize, type RelationshipCategory } from '#domain';
import { traitTileWidth } from '#domain/transcript';
import type { Transcript } from '#contract/features/me';
import { TierBadge } from '../../ui/TierBadge';
import { RichMessage } from '../../ui/RichMessage';
import { TRANSCRIPT_TEXT } from './texts';
import { TraitTile } from './TraitTile';
import { TRANSCRIPT_FRAME, TranscriptFooter, TranscriptMasthead } from './TranscriptFrame';
import { formatDate, formatPoints } from '../../lib/format';

type TranscriptVouch = Transcript['vouches'][number];

const longDate = (value: string | Date) => formatDate(value, 'long');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function categoryLabel(category: string): string {
  return (RELATIONSHIP_CATEGORY_LABEL as Record<string, string>)[category as RelationshipCategory] ?? humanize(category);
}

function confidenceText(level: number): string {
  const label = (CONFIDENCE_LABELS as Record<number, string>)[level];
  return label ? `${level}/5, ${label}` : `${level}/5`;
}

/** A section of the document: a heading and its content, kept on one printed page where it fits. */
function Section({ id, title, children, keepTogether = true }: { id: string; title: string; children: ReactNode; keepTogether?: boolean }) {
  return (
    <Box as="section" aria-labelledby={id} css={keepTogether ? { breakInside: 'avoid' } : undefined}>
      <Heading as="h2" id={id} size="md" mb="3" _print={{ fontSize: '13pt', mb: '2' }}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function TopTraits({ traits }: { traits: Transcript['summary']['top_traits'] }) {
  const max = Math.max(0, ...traits.map((t) => t.count));
  return (
    <Flex as="ul" gap="3" wrap="wrap" listStyleType="none" p="0" m="0" data-testid="top-traits">
      {traits.map((trait) => (
        <TraitTile
          key={trait.name}
          name={trait.name}
          widthPx={traitTileWidth(trait.count, max)}
          countLabel={plural(trait.count, 'vouch', 'vouches')}
        />
      ))}
    </Flex>
  );
}

function VouchDetail({ vouch, printing }: { vouch: TranscriptVouch; printing: boolean }) {
  const voucherName = vouch.voucher.full_name || vouch.voucher.username || 'Former member';
  const facts: [string, string][] = [
    ['Relationship', `${categoryLabel(vouch.relationship_category)}: ${humanize(vouch.relationship_context)}`],
    ['Known since', String(vouch.first_met_year)],
    ['Interaction', vouch.interaction_frequency],
    ['Confidence', confidenceText(vouch.character_confidence)],
  ];
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
      css={{ breakInside: 'avoid' }}
      _print={{ p: '3', borderColor: '#bbb' }}
      data-testid="vouch-detail"
    >
      <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
        <Heading as="h3" size="sm">
          {voucherName}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {longDate(vouch.created_at)}
        </Text>
      </Flex>
      {vouch.voucher.email ? (
        <Text fontSize="sm" color="fg.muted">
          {vouch.voucher.email}
        </Text>
      ) : null}
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="0.5" fontSize="sm" mt="2">
        {facts.map(([term, value]) => (
          <Box key={term} display="contents">
            <Text as="dt" fontWeight="semibold">
              {term}
            </Text>
            <Text as="dd" m="0">
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      <HStack gap="1.5" wrap="wrap" mt="2" aria-label="Attributes">
        {vouch.attributes.map((name) => (
          <Badge key={name} variant="outline" colorPalette="brand" size="sm">
            {name}
          </Badge>
        ))}
        <Text fontSize="xs" color="fg.muted">
          {formatPoints(vouch.points)}
        </Text>
      </HStack>
      <RichMessage
        html={vouch.message}
        mt="2"
        fontSize="sm"
        fontStyle="italic"
        // In print, a long message keeps to a few lines, so the document stays on one or two pages (docs/decisions.md).
        lineClamp={printing ? 5 : undefined}
      />
    </Box>
  );
}

/**
 * The Character Transcript as a document: who, the score, the summary
 * (top 3 traits, up to 3 contexts, the categories), the vouch details
 * given, and the footer note. The same on screen and in the print window.
 */
export function TranscriptDocument({
  transcript,
  vouches,
  printing = false,
  moreDetails,
}: {
  transcript: Transcript;
  vouches: TranscriptVouch[];
  printing?: boolean;
  /** Under the vouch details: the screen's 'View All Vouch Details'. */
  moreDetails?: ReactNode;
}) {
  const { owner, score, summary, total } = transcript;
  const name = owner.full_name || owner.username || 'Member';
  const location = [owner.city, owner.state, owner.country].filter(Boolean).join(', ');
  return (
    <Stack
      as="article"
      aria-labelledby="transcript-title"
      {...TRANSCRIPT_FRAME}
      css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
      data-testid="transcript-document"
    >
      <Stack gap="1" as="header">
        <TranscriptMasthead />
        <Heading as="h2" size="xl" _print={{ fontSize: '14pt' }}>
          {name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {[owner.username ? `@${owner.username}` : '', owner.email, location].filter(Boolean).join(' · ')}
        </Text>
        {owner.title_description ? <Text fontSize="sm">{owner.title_description}</Text> : null}
        <HStack gap="3" pt="2" wrap="wrap">
          <Text as="span" fontWeight="semibold">
            Vouch Score {score.total_score}
          </Text>
          <TierBadge score={score.total_score} size="sm" />
          <Text fontSize="sm" color="fg.muted">
            {plural(total, 'vouch received', 'vouches received')} · Issued {longDate(new Date())}
          </Text>
        </HStack>
      </Stack>
      <Separator />
      {total === 0 ? (
        <Text>{TRANSCRIPT_TEXT.noVouches}</Text>
      ) : (
        <>
          <Flex gap="6" wrap="wrap" _print={{ gap: '4' }}>
            <Box flex="2" minW="64">
              <Section id="transcript-traits" title="Top Traits">
                <TopTraits traits={summary.top_traits} />
              </Section>
            </Box>
            <Box flex="1" minW="48">
              <Section id="transcript-contexts" title="Relationship Contexts">
                <List.Root gap="1" ps="5" fontSize="sm">
                  {summary.contexts.map((context) => (
                    <List.Item key={context}>{humanize(context)}</List.Item>
                  ))}
                </List.Root>
              </Section>
            </Box>
          </Flex>
          <Section id="transcript-categories" title="Character Categories">
            <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" p="0" m="0" fontSize="sm">
              {summary.categories.map((c) => (
                <Box as="li" key={c.key} borderWidth="1px" borderColor="border" rounded="full" px="3" py="0.5">
                  {c.label}: {c.count}
                </Box>
              ))}
            </Flex>
          </Section>
          <Section id="transcript-details" title="Vouch Details" keepTogether={false}>
            <Stack as="ol" gap="3" listStyleType="none" p="0" m="0" data-testid="vouch-details">
              {vouches.map((vouch) => (
                <VouchDetail key={vouch.id} vouch={vouch} printing={printing} />
              ))}
            </Stack>
            {vouches.length < total ? (
              <Text fontSize="sm" color="fg.muted" mt="2">
                Showing {vouches.length} of {plural(total, 'vouch', 'vouches')}.
              </Text>
            ) : null}
            {moreDetails}
          </Section>
        </>
      )}
      <Separator />
      <TranscriptFooter />
    </Stack>
  );
}
