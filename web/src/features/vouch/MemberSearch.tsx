import { useState } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** Find a member by username (a leading @ is ignored). */
export function MemberSearch({ initial, onSearch }: { initial: string; onSearch: (username: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const username = value.trim().replace(/^@/, '');
        if (username) onSearch(username);
      }}
    >
      <HStack align="end" gap="3">
        <Field.Root flex="1">
          <Field.Label>Username</Field.Label>
          <Input value={value} placeholder="e.g. jane.doe" autoCapitalize="none" autoCorrect="off" onChange={(e) => setValue(e.target.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          <Search size={18} /> Find Member
        </Button>
      </HStack>
    </form>
  );
}
