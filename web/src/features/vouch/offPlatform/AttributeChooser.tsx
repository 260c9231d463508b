import { Badge, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ATTRIBUTE_CATEGORIES, MAX_ATTRIBUTES_PER_CATEGORY, canSelectAttribute } from '#domain';

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
      {ATTRIBUTE_CATEGORIES.map((category) => {
        const inCategory = value.filter((a) => category.attributes.includes(a));
        return (
          <Fieldset.Root key={category.key} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap">
              <Fieldset.Legend fontWeight="semibold">{category.label}</Fieldset.Legend>
              <Badge colorPalette={category.kind === 'main' ? 'brand' : 'purple'} variant="subtle">
                {inCategory.length} of {MAX_ATTRIBUTES_PER_CATEGORY}
              </Badge>
            </HStack>
            <Fieldset.HelperText>
              {category.pointsPerAttribute} pts each{category.kind === 'bonus' ? ' (bonus)' : ''}
            </Fieldset.HelperText>
            <Checkbox.Group
              value={inCategory}
              name={`off-platform-${category.key}`}
              onValueChange={(next) => onChange([...value.filter((a) => !category.attributes.includes(a)), ...next])}
            >
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
                {category.attributes.map((attribute) => (
                  <Checkbox.Root key={attribute} value={attribute} colorPalette="brand" size="sm" disabled={!canSelectAttribute(value, attribute)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{attribute}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Fieldset.Root>
        );
      })}
    </Stack>
  );
}
