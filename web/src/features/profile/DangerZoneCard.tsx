import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';

/** The profile edit page's Danger Zone (spec): the way to /delete-account. */
export function DangerZoneCard() {
  return (
    <Card.Root as="section" aria-labelledby="danger-zone-heading" borderColor="red.300">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" id="danger-zone-heading" size="lg" color="red.700">
            Danger Zone
          </Heading>
          <Text>Deleting your account removes your profile. You can cancel within 24 hours.</Text>
          <Button asChild colorPalette="red" variant="outline" alignSelf="start">
            <RouterLink to="/delete-account">Delete Account</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
