import { Button, Stack, Tooltip } from '@chakra-ui/react';
import type { IdentityProviderName } from '../../lib/config';
import { socialSignInEnabled } from '../../lib/config';
import { useWebConfig } from './useWebConfig';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="#0A66C2">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

const PROVIDERS: { name: IdentityProviderName; mark: () => React.JSX.Element }[] = [
  { name: 'Google', mark: GoogleMark },
  { name: 'LinkedIn', mark: LinkedInMark },
];

/**
 * 'Continue with Google' / 'Continue with LinkedIn'. A deployment without
 * those identity providers (their client secrets are optional deploy
 * parameters) shows them disabled with the tooltip 'Not configured' rather
 * than pretending they work; locally they go to the local stand-ins.
 */
export function SocialButtons({
  verb,
  onSelect,
  busy,
}: {
  verb: 'Sign up' | 'Continue';
  onSelect: (provider: IdentityProviderName) => void;
  busy?: boolean;
}) {
  const config = useWebConfig();
  return (
    <Stack gap="2">
      {PROVIDERS.map(({ name, mark: Mark }) => {
        const enabled = socialSignInEnabled(config, name);
        const button = (
          <Button
            variant="outline"
            w="full"
            disabled={!enabled || busy}
            onClick={() => onSelect(name)}
            aria-describedby={enabled ? undefined : `not-configured-${name}`}
          >
            <Mark /> {verb} with {name}
          </Button>
        );
        if (enabled) return <span key={name}>{button}</span>;
        return (
          <Tooltip.Root key={name} openDelay={200} positioning={{ placement: 'top' }}>
            <Tooltip.Trigger asChild>
              {/* A disabled button gets no pointer or focus events; the wrapper carries the tooltip. */}
              <span tabIndex={0} style={{ display: 'block', borderRadius: '0.375rem' }}>
                {button}
                <span id={`not-configured-${name}`} hidden>
                  Not configured
                </span>
              </span>
            </Tooltip.Trigger>
            <Tooltip.Positioner>
              <Tooltip.Content>Not configured</Tooltip.Content>
            </Tooltip.Positioner>
          </Tooltip.Root>
        );
      })}
    </Stack>
  );
}
