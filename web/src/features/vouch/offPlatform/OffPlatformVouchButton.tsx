import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { isProfileCompleteForVouching } from '#domain';
import { useUser } from '../../../shared/session/useUser';
import { toaster } from '../../../shared/toaster';
import { OffPlatformVouchDialog } from './OffPlatformVouchDialog';

/** 'Can't Find Them? Vouch Anyway': opens the off-platform vouch dialog (members with a complete profile). */
export function OffPlatformVouchButton() {
  const { profile } = useUser();
  const [open, setOpen] = useState(false);
  if (!profile) return null;

  function start() {
    if (!profile || !isProfileCompleteForVouching(profile)) {
      toaster.create({ type: 'error', title: 'Profile Incomplete', description: 'Please complete your profile information first.' });
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <Button variant="outline" colorPalette="brand" alignSelf="start" onClick={start}>
        Can&apos;t Find Them? Vouch Anyway
      </Button>
      {open ? <OffPlatformVouchDialog userId={profile.id} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
