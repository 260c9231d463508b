import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The profile edit page's Danger Zone (spec §2): a button to /delete-account. */
export function DangerZoneCard() {
  return (
    <Card.Root borderColor="red.300" data-testid="danger-zone">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" color="fg.error">
          Danger Zone
        </Heading>
        <Text>Delete your account and your personal data. You can cancel for 24 hours after you confirm.</Text>
        <Button asChild colorPalette="red" variant="outline" alignSelf="flex-start">
          <RouterLink to="/delete-account">Delete Account</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
