/**
 * DynamoDB Stream → collusion signals (issue 11 §5, beyond the spec). Each
 * vouch written or removed is looked at once, with only the few items the
 * rules in #domain/collusion need, never a Scan:
 *
 * - a new vouch A→B: one GetItem for B→A (a reciprocal trade within the
 *   window raises a 'reciprocal' flag); the ids of whom B vouched for and who
 *   vouched for A (the newest RING_NEIGHBOURHOOD of each, ids only), whose
 *   overlap C closes loops A→B→C→A; for each loop the three reverse vouches
 *   and the three members' given counts decide whether it is a ring;
 *   and the vouches B received in the last BURST_WINDOW_MINUTES (the newest
 *   BURST_READ_MAX) with their vouchers' join dates, which may make a burst
 *   from new accounts (one flag per member, its evidence growing);
 * - a removed vouch: the flags its evidence held (the pair, the loops it
 *   closed) are marked cleared; a burst loses that vouch, and is cleared
 *   when fewer than BURST_MIN_VOUCHES remain.
 *
 * The same function watches display names being set (profile writes,
 * ./lookalikeNames.ts): look-alike names raise flags in the same list.
 *
 * Flags inform admins; nothing here touches a score. Off the request path:
 * a vouch's answer never waits for this, and a failure here is retried by
 * the stream without touching the vouch. One of the consumers of the
 * table's one stream reader (functions/stream/), in AWS and locally alike.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import {
  BURST_MIN_VOUCHES,
  BURST_READ_MAX,
  BURST_WINDOW_MINUTES,
  RING_NEIGHBOURHOOD,
  groupKey,
  isReciprocalTrade,
  isRing,
  newAccountBurst,
  ringCandidates,
  type VouchEdge,
} from '#domain/collusion';
import { clearCollusionFlag, getCollusionFlag, raiseCollusionFlag, raiseKnownCollusionFlag } from '#store/collusionFlags';
import { getProfiles } from '#store/profiles';
import { readCounter, vouchesGivenCounter } from '#store/counters';
import { getVouchEdge, isVouchItem, listRelationshipIds, listVouchesReceivedSince } from '#store/vouches';
import { inStreamOrder } from '#services/streamBatch';
import { displayNameChange, displayNameChanged } from './lookalikeNames';

/** Loops one vouch may close that are looked at (the rest wait for the next vouch among them). */
const MAX_LOOPS_PER_VOUCH = 20;
/** The most vouches one burst flag keeps as evidence (the newest): enough for an admin to judge it. */
const MAX_BURST_EVIDENCE = 100;

const edgeId = (e: VouchEdge) => `${e.voucher_id}>${e.vouchee_id}`;
/** A burst flag names the member first, then each new account once. */
const burstMembers = (voucheeId: string, evidence: readonly VouchEdge[]) => [voucheeId, ...new Set(evidence.map((v) => v.voucher_id))];

type Change = { kind: 'added' | 'removed'; edge: VouchEdge };

/** The vouch a record added or removed, if it did (edits change no edge). */
export function vouchChange(record: DynamoDBRecord): Change | undefined {
  const image = record.eventName === 'INSERT' ? record.dynamodb?.NewImage : record.eventName === 'REMOVE' ? record.dynamodb?.OldImage : undefined;
  if (!image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  if (!isVouchItem(item) || typeof item.voucher_id !== 'string' || typeof item.vouchee_id !== 'string') return undefined;
  const edge = { voucher_id: item.voucher_id, vouchee_id: item.vouchee_id, created_at: String(item.created_at ?? '') };
  return { kind: record.eventName === 'INSERT' ? 'added' : 'removed', edge };
}

/** C for every loop A→B→C→A the vouch A→B closes. */
async function loopsClosedBy(edge: VouchEdge): Promise<string[]> {
  const [vouchedByVouchee, vouchersOfVoucher] = await Promise.all([
    listRelationshipIds(edge.vouchee_id, 'given', RING_NEIGHBOURHOOD),
    listRelationshipIds(edge.voucher_id, 'received', RING_NEIGHBOURHOOD),
  ]);
  return ringCandidates(edge, vouchedByVouchee.ids, vouchersOfVoucher.ids).slice(0, MAX_LOOPS_PER_VOUCH);
}

/** The vouches among three members that exist (all six directions looked up). */
async function edgesAmong(members: readonly [string, string, string]): Promise<VouchEdge[]> {
  const pairs = members.flatMap((from) => members.filter((to) => to !== from).map((to) => [from, to] as const));
  const found = await Promise.all(pairs.map(([from, to]) => getVouchEdge(from, to)));
  return found.filter((edge): edge is VouchEdge => !!edge);
}

/**
 * A burst of vouches from new accounts for the member this vouch went to:
 * the window's vouches (ending at this one) and their vouchers' join dates.
 * A burst already flagged keeps its earlier evidence and takes the new.
 */
async function burstFor(edge: VouchEdge, nowIso: string): Promise<string | undefined> {
  const since = new Date(Date.parse(edge.created_at) - BURST_WINDOW_MINUTES * 60_000).toISOString();
  const received = await listVouchesReceivedSince(edge.vouchee_id, since, BURST_READ_MAX);
  if (received.length < BURST_MIN_VOUCHES) return undefined;
  const joined = Object.fromEntries((await getProfiles(received.map((v) => v.voucher_id))).map((p) => [p.id, p.created_at]));
  const burst = newAccountBurst(received, joined);
  if (!burst) return undefined;
  const key = groupKey('burst', [edge.vouchee_id]);
  const known = await getCollusionFlag(key);
  const earlier = known && !known.cleared_at ? known.evidence : [];
  const evidence = [...new Map([...earlier, ...burst].map((v) => [edgeId(v), v])).values()]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, MAX_BURST_EVIDENCE);
  await raiseKnownCollusionFlag({ groupKey: key, kind: 'burst', members: burstMembers(edge.vouchee_id, evidence), evidence }, known, nowIso);
  return key;
}

/** A removed vouch leaves the burst it was part of: the flag keeps the rest, or is cleared when too few remain. */
async function burstLost(edge: VouchEdge, nowIso: string): Promise<void> {
  const key = groupKey('burst', [edge.vouchee_id]);
  const known = await getCollusionFlag(key);
  if (!known || known.cleared_at || !known.evidence.some((v) => edgeId(v) === edgeId(edge))) return;
  const evidence = known.evidence.filter((v) => edgeId(v) !== edgeId(edge));
  if (evidence.length < BURST_MIN_VOUCHES) {
    await clearCollusionFlag(key, nowIso);
    return;
  }
  await raiseKnownCollusionFlag({ groupKey: key, kind: 'burst', members: burstMembers(edge.vouchee_id, evidence), evidence }, known, nowIso);
}

export async function vouchAdded(edge: VouchEdge, nowIso: string): Promise<string[]> {
  const raised: string[] = [];
  const back = await getVouchEdge(edge.vouchee_id, edge.voucher_id);
  if (back && isReciprocalTrade(edge, back)) {
    const key = groupKey('reciprocal', [edge.voucher_id, edge.vouchee_id]);
    await raiseCollusionFlag(
      { groupKey: key, kind: 'reciprocal', members: [edge.voucher_id, edge.vouchee_id].sort(), evidence: [edge, back] },
      nowIso,
    );
    raised.push(key);
  }
  for (const c of await loopsClosedBy(edge)) {
    const members = [edge.voucher_id, edge.vouchee_id, c] as const;
    const [edges, ...given] = await Promise.all([edgesAmong(members), ...members.map((m) => readCounter(vouchesGivenCounter, m))]);
    const givenTotals = Object.fromEntries(members.map((m, i) => [m, given[i] ?? 0]));
    if (!isRing(members, edges, givenTotals)) continue;
    const key = groupKey('ring', members);
    await raiseCollusionFlag({ groupKey: key, kind: 'ring', members: [...members].sort(), evidence: edges }, nowIso);
    raised.push(key);
  }
  const burst = await burstFor(edge, nowIso);
  if (burst) raised.push(burst);
  return raised;
}

export async function vouchRemoved(edge: VouchEdge, nowIso: string): Promise<void> {
  const keys = [
    groupKey('reciprocal', [edge.voucher_id, edge.vouchee_id]),
    ...(await loopsClosedBy(edge)).map((c) => groupKey('ring', [edge.voucher_id, edge.vouchee_id, c])),
  ];
  await Promise.all([...keys.map((key) => clearCollusionFlag(key, nowIso)), burstLost(edge, nowIso)]);
}

/** The records the table's one stream reader hands over (functions/stream/consumers.ts). */
export async function consumeCollusionRecords(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  // In stream order: a vouch removed and given again within one batch ends as given, and a name changed twice ends as the last.
  return inStreamOrder('collusionSignals', records, async (record) => {
    const nowIso = new Date().toISOString();
    const change = vouchChange(record);
    if (change?.kind === 'added') await vouchAdded(change.edge, nowIso);
    else if (change?.kind === 'removed') await vouchRemoved(change.edge, nowIso);
    // Profile writes (the same mapping's second filter): look-alike display names.
    const rename = change ? undefined : displayNameChange(record);
    if (rename) await displayNameChanged(rename, nowIso);
  });
}
