import { IconButton } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

/** Back through history, or to / when this page was the first one opened (spec §2). */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers its history entries; 0 means nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  };
  return (
    <IconButton variant="ghost" size="sm" aria-label="Go back" onClick={goBack}>
      <ArrowLeft />
    </IconButton>
  );
}
