import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { loadConfig } from '../../lib/config';
import { PageSpinner } from '../../ui/PageSpinner';

/** The user-testing form's address from the web configuration: undefined while it loads, null when none is set. */
export function useGoogleFormUrl(): string | null | undefined {
  const config = useQuery({ queryKey: ['webConfig'], queryFn: loadConfig, staleTime: Infinity, retry: 1 });
  if (config.isPending) return undefined;
  return config.data?.googleFormUrl || null;
}

/** What an admin must do for the form to appear: said plainly, instead of 'not configured'. */
export function GoogleFormMissing() {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" data-testid="google-form-missing">
      <Text fontWeight="semibold">The user testing form has not been set up yet.</Text>
      <Text>
        To show it here, an admin sets the Google Form&apos;s https address as{' '}
        <Text as="code" fontFamily="mono">
          googleFormUrl
        </Text>{' '}
        in the stage&apos;s settings (config/stages/&lt;stage&gt;.json) and deploys again.
      </Text>
      <Text>Until then, please send bugs and ideas under App Bugs &amp; Ideas.</Text>
    </Stack>
  );
}

/** The embedded user-testing form; its address is configuration (and the CSP's frame-src allows that origin only). */
export function GoogleFormFrame() {
  const url = useGoogleFormUrl();
  if (url === undefined) return <PageSpinner label="Loading form" />;
  if (!url) return <GoogleFormMissing />;
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden">
      <iframe src={url} title="User Testing Google Form" width="100%" height="800" style={{ border: 0 }} loading="lazy" />
    </Box>
  );
}
