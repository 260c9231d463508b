import { Input, Stack, Text, type StackProps } from '@chakra-ui/react';

interface AdminSearchFieldProps extends Omit<StackProps, 'onChange'> {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  placeholder: string;
  onChange: (term: string) => void;
}

/** A labelled search box of an admin list; the list decides what a new term does (a new first page). */
export function AdminSearchField({ id, label, value, maxLength, placeholder, onChange, ...layout }: AdminSearchFieldProps) {
  return (
    <Stack gap="1" {...layout}>
      <Text fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <Input id={id} type="search" value={value} maxLength={maxLength} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </Stack>
  );
}
