import { Stack, Text } from '@chakra-ui/react';
import { MAX_ATTRIBUTES_PER_CATEGORY, canSelectAttribute } from '#domain';
import { AttributeGroups } from '../form/AttributeGroups';

interface AttributeChooserProps {
  value: string[];
  onChange: (value: string[]) => void;
  hint?: string;
}

/**
 * The qualities, grouped by category, at most 5 per category (spec: the
 * off-platform form caps the selection): once a category has 5, its other
 * boxes are disabled until one is unticked.
 */
export function AttributeChooser({ value, onChange, hint }: AttributeChooserProps) {
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Text fontWeight="semibold" id="off-platform-attributes">
          Which qualities describe them?
        </Text>
        <Text fontSize="sm" color={hint ? 'fg.error' : 'fg.muted'} aria-live="polite" data-testid="off-platform-attributes-hint">
          {hint ?? `${value.length} selected. Up to ${MAX_ATTRIBUTES_PER_CATEGORY} per category.`}
        </Text>
      </Stack>
      <AttributeGroups
        value={value}
        onChange={onChange}
        namePrefix="off-platform-"
        badge={(_, chosen) => `${chosen.length} of ${MAX_ATTRIBUTES_PER_CATEGORY}`}
        disabled={(attribute) => !canSelectAttribute(value, attribute)}
      />
    </Stack>
  );
}
