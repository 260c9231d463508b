import type { ReactNode } from 'react';
import { Badge, Checkbox, Fieldset, HStack, SimpleGrid } from '@chakra-ui/react';
import { ATTRIBUTE_CATEGORIES } from '#domain';

type AttributeCategory = (typeof ATTRIBUTE_CATEGORIES)[number];

interface AttributeGroupsProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** Prefix of each group's checkbox name. */
  namePrefix: string;
  /** What the badge beside a category's name says: its points, or how many are chosen. */
  badge: (category: AttributeCategory, chosen: readonly string[]) => ReactNode;
  badgeTestId?: (category: AttributeCategory) => string;
  /** The text under a category's name after 'N pts each'. */
  helper?: (category: AttributeCategory) => string;
  disabled?: (attribute: string) => boolean;
}

/** The qualities a vouch names, one group of checkboxes per category. */
export function AttributeGroups({ value, onChange, namePrefix, badge, badgeTestId, helper, disabled }: AttributeGroupsProps) {
  return ATTRIBUTE_CATEGORIES.map((category) => {
    const chosen = value.filter((a) => category.attributes.includes(a));
    return (
      <Fieldset.Root key={category.key} borderWidth="1px" borderRadius="md" p="3">
        <HStack justify="space-between" wrap="wrap">
          <Fieldset.Legend fontWeight="semibold">{category.label}</Fieldset.Legend>
          <Badge colorPalette={category.kind === 'main' ? 'brand' : 'purple'} variant="subtle" data-testid={badgeTestId?.(category)}>
            {badge(category, chosen)}
          </Badge>
        </HStack>
        <Fieldset.HelperText>
          {category.pointsPerAttribute} pts each{category.kind === 'bonus' ? ' (bonus)' : ''}
          {helper?.(category)}
        </Fieldset.HelperText>
        <Checkbox.Group
          value={chosen}
          name={`${namePrefix}${category.key}`}
          onValueChange={(next) => onChange([...value.filter((a) => !category.attributes.includes(a)), ...next])}
        >
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
            {category.attributes.map((attribute) => (
              <Checkbox.Root key={attribute} value={attribute} colorPalette="brand" size="sm" disabled={disabled?.(attribute)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{attribute}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Fieldset.Root>
    );
  });
}
