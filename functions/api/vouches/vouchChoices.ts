import type { VouchChoices } from '#domain/vouchRecord';

/** What the voucher chose, as every vouch route hands it to the store (the message already made storable). */
export function vouchChoices(input: Omit<VouchChoices, 'message'>, message: string): VouchChoices {
  return {
    message,
    attributes: input.attributes,
    first_met_year: input.first_met_year,
    interaction_frequency: input.interaction_frequency,
    relationship_category: input.relationship_category,
    relationship_context: input.relationship_context,
    character_confidence: input.character_confidence,
  };
}
