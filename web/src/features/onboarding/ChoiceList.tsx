import { Checkbox, Fieldset, SimpleGrid } from '@chakra-ui/react';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceListProps {
  legend: string;
  helper?: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  columns?: number;
}

/** A labelled group of checkboxes for the multi-choice onboarding steps. */
export function ChoiceList({ legend, helper, choices, value, onChange, columns = 1 }: ChoiceListProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      <Checkbox.Group value={[...value]} onValueChange={onChange} name={legend}>
        <SimpleGrid columns={{ base: 1, sm: columns }} gap="3" mt="2">
          {choices.map((choice) => (
            <Checkbox.Root key={choice.value} value={choice.value} colorPalette="brand" borderWidth="1px" borderRadius="md" p="3">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{choice.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Fieldset.Root>
  );
}
