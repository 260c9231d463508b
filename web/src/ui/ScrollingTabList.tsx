/**
 * A tab list that stays one row: on a narrow screen the tabs keep their
 * labels on one line and the row scrolls sideways, instead of squeezing
 * each label into a clipped column of words.
 */
import { Tabs } from '@chakra-ui/react';

export function ScrollingTabList(props: Tabs.ListProps) {
  return (
    <Tabs.List
      overflowX="auto"
      overflowY="hidden"
      flexWrap="nowrap"
      css={{ scrollbarWidth: 'thin', '& > [role=tab]': { flexShrink: 0, whiteSpace: 'nowrap' } }}
      {...props}
    />
  );
}
