/**
 * My Vouch Portfolio's Analytics tab. Read units do not grow with the vouches
 * a member received: the score (totals, categories, points per attribute)
 * and the given count come with the caller's records that middleware read
 * (one Query), and the points per day are one GetItem (store/vouchDays.ts).
 */
import { categoryPoints, scoreSeries, topAttributes } from '#domain/portfolio';
import { getVouchDays } from '#store/vouchDays';
import type { Operation } from '../operation';

export const getMyPortfolio: Operation<'getMyPortfolio'> = async ({ caller }) => {
  const score = caller.score;
  const days = await getVouchDays(caller.id);
  return {
    total_score: score.total_score,
    tier: score.tier,
    vouches_received: score.total_vouches,
    vouches_given: caller.vouchesGiven,
    categories: categoryPoints(score),
    top_attributes: topAttributes(score),
    score_series: scoreSeries(days),
  };
};
