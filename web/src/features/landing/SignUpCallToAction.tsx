import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useAuthDialogs } from '../../shared/AuthDialogContext';
import { useUser } from '../../shared/session/useUser';

/** The closing call to action (visitors only). */
export function SignUpCallToAction() {
  const { user } = useUser();
  const { openAuthDialog } = useAuthDialogs();
  if (user) return null;
  return (
    <Box as="section" aria-labelledby="cta-heading" px="4" py={{ base: '14', md: '20' }}>
      <Stack
        maxW="4xl"
        mx="auto"
        textAlign="center"
        align="center"
        gap="5"
        rounded="3xl"
        px={{ base: '6', md: '12' }}
        py={{ base: '10', md: '14' }}
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.900"
        color="white"
      >
        <Heading as="h2" id="cta-heading" size="3xl">
          Let the people who know you speak for you
        </Heading>
        <Text color="brand.100" fontSize="lg" maxW="2xl">
          Have an invite code? Create your account in a minute. No code yet? Join the waiting list and we'll be in touch.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button size="lg" bg="coral.solid" color="coral.contrast" _hover={{ bg: 'coral.300' }} onClick={() => openAuthDialog({ kind: 'signup' })}>
            Sign Up with Invite Code
          </Button>
          <Button
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => openAuthDialog({ kind: 'waitingList' })}
          >
            Join the Waiting List
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
