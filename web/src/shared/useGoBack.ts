import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Back through history, or to / when this page was the first one opened
 * (spec §2). A bare navigate(-1) on the first page would leave the app for
 * whatever site came before, or do nothing at all.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its history entries; 0 means nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  }, [navigate]);
}
