/** What the voucher chose, as every vouch route hands it to the store (the message already made storable). */
export interface VouchChoiceInput {
  attributes: string[];
  first_met_year: number;
  interaction_frequency: string;
  relationship_category: string;
  relationship_context: string;
  character_confidence: number;
}

export function vouchChoices(input: VouchChoiceInput, message: string) {
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
