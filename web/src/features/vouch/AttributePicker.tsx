import { Badge, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ATTRIBUTE_CATEGORIES, formatPoints, scoreVouch } from '#domain';
import { attributesHint } from './vouchForm';

interface AttributePickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/**
 * Attributes grouped by category. Each group shows what it counts towards
 * this vouch against its cap (main categories 10 points each up to 50, bonus
 * ones 2 each up to 10): extra picks beyond the cap are allowed but earn nothing.
 */
export function AttributePicker({ value, onChange, error }: AttributePickerProps) {
  const points = scoreVouch(value);
  const hint = attributesHint(value.length);
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="semibold" id="attributes-heading">
          Which qualities describe them?
        </Text>
        <Text fontSize="sm" color={hint || error ? 'fg.error' : 'fg.muted'} aria-live="polite" data-testid="attributes-hint">
          {error ?? hint ?? `${value.length} selected.`}
        </Text>
      </Stack>
      {ATTRIBUTE_CATEGORIES.map((category) => {
        const inCategory = value.filter((a) => category.attributes.includes(a));
        return (
          <Fieldset.Root key={category.key} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap">
              <Fieldset.Legend fontWeight="semibold">{category.label}</Fieldset.Legend>
              <Badge colorPalette={category.kind === 'main' ? 'brand' : 'purple'} variant="subtle" data-testid={`points-${category.key}`}>
                {formatPoints(points.byCategory[category.key])} of {category.cap}
              </Badge>
            </HStack>
            <Fieldset.HelperText>
              {category.pointsPerAttribute} pts each{category.kind === 'bonus' ? ' (bonus)' : ''}, up to {category.cap} pts per vouch.
            </Fieldset.HelperText>
            <Checkbox.Group
              value={inCategory}
              name={category.key}
              onValueChange={(next) => onChange([...value.filter((a) => !category.attributes.includes(a)), ...next])}
            >
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
                {category.attributes.map((attribute) => (
                  <Checkbox.Root key={attribute} value={attribute} colorPalette="brand" size="sm">
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
