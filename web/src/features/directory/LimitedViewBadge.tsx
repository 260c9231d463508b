import { Badge, Tooltip } from '@chakra-ui/react';
import { useId } from 'react';

/** The spec's tooltip of the 'Limited View' badge. */
export const LIMITED_VIEW_TOOLTIP = 'Additional details become visible once a vouch relationship is established or view permission is granted.';

/** The spec's 'Limited View' badge; its tooltip is also the badge's accessible description (hover is not everyone's). */
export function LimitedViewBadge() {
  const noteId = useId();
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Badge tabIndex={0} colorPalette="gray" variant="surface" aria-describedby={noteId}>
          Limited View
          <span id={noteId} hidden>
            {LIMITED_VIEW_TOOLTIP}
          </span>
        </Badge>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{LIMITED_VIEW_TOOLTIP}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
