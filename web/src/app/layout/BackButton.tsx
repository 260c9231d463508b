import { IconButton } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useGoBack } from '../../shared/useGoBack';

/** Back through history, or to / when this page was the first one opened (spec §2). */
export function BackButton() {
  const goBack = useGoBack();
  return (
    <IconButton variant="ghost" size="sm" aria-label="Go back" onClick={goBack}>
      <ArrowLeft />
    </IconButton>
  );
}
