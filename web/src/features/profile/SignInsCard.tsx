import { Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { ApiHooks } from '../../lib/query/apiHooks';
import { formatDate } from '../../lib/format';

const PROVIDERS: Record<string, string> = { email: 'Email and password', google: 'Google', linkedin: 'LinkedIn' };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Beyond the spec: the member's recent sign-ins from the security audit log (time, provider, country by address when known). */
export function SignInsCard() {
  const signIns = ApiHooks.useListMySignIns();
  return (
    <Card.Root as="section" aria-labelledby="sign-ins-heading">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" id="sign-ins-heading" size="lg">
            Recent Sign-ins
          </Heading>
          {signIns.isPending ? (
            <Text color="fg.muted">Loading…</Text>
          ) : signIns.isError ? (
            <Text color="fg.muted">Your sign-ins could not be loaded.</Text>
          ) : signIns.data.sign_ins.length === 0 ? (
            <Text color="fg.muted">No sign-ins recorded yet.</Text>
          ) : (
            <List.Root variant="plain" gap="2" aria-label="Recent sign-ins">
              {signIns.data.sign_ins.map((s) => (
                <List.Item key={s.at} display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
                  <Text as="span">{formatDate(s.at, 'numericWithTime')}</Text>
                  <Text as="span" color="fg.muted">
                    {PROVIDERS[s.provider] ?? s.provider}
                    {s.country ? ` · ${countryName(s.country)}` : ''}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
          {signIns.data?.sign_ins.some((s) => s.country) && (
            <Text fontSize="xs" color="fg.muted">
              Places are approximate, from the sign-in&apos;s internet address. This product includes IP2Location LITE data available from{' '}
              <a href="https://lite.ip2location.com" target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'underline' }}>
                lite.ip2location.com
              </a>
              .
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
