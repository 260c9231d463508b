import { HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';

export const SEARCH_PLACEHOLDER = 'Search by name, username, or bio...';

export interface ListChoice<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

interface MemberListControlsProps<T extends string> {
  /** Prefix of the fields' ids (one page may not repeat it). */
  idPrefix: string;
  text: string;
  onText: (text: string) => void;
  /** The select beside the search (the directory's filter, Vouch Now's sort). */
  choice?: ListChoice<T>;
}

/**
 * The search box and the select beside it above a member list: the
 * directory and Vouch Now share it (the list itself, with its retries, is
 * MemberList). The search is the spec's 'Search by name, username, or bio...'.
 */
export function MemberListControls<T extends string>({ idPrefix, text, onText, choice }: MemberListControlsProps<T>) {
  const searchId = `${idPrefix}-search`;
  const choiceId = `${idPrefix}-choice`;
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <Stack gap="1" flex="1" minW="240px">
        <HStack gap="1" fontSize="sm" fontWeight="medium">
          <Search size={14} aria-hidden="true" />
          <label htmlFor={searchId}>Search members</label>
        </HStack>
        <Input id={searchId} type="search" placeholder={SEARCH_PLACEHOLDER} value={text} maxLength={100} onChange={(e) => onText(e.target.value)} />
      </Stack>
      {choice ? (
        <Stack gap="1" minW="200px">
          <Text fontSize="sm" fontWeight="medium">
            <label htmlFor={choiceId}>{choice.label}</label>
          </Text>
          <NativeSelect.Root>
            <NativeSelect.Field id={choiceId} value={choice.value} onChange={(e) => choice.onChange(e.target.value as T)}>
              {choice.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      ) : null}
    </HStack>
  );
}
