import { Container, Heading, Image, Stack, Text } from '@chakra-ui/react';

/**
 * /vonage-consent-image (spec: "page showing the mobile-phone consent
 * image"): what a member sees when asked for consent to text messages,
 * linked from the consent box. The path keeps the spec's name.
 */
export default function ConsentImagePage() {
  return (
    <Container maxW="lg" py={{ base: '6', md: '10' }}>
      <Stack gap="5" align="center" textAlign="center">
        <Heading as="h1" size="xl">
          Text Message Consent
        </Heading>
        <Text color="fg.muted">
          Members agree to receive text messages when they add their phone number. We send only verification codes for multi-factor authentication.
        </Text>
        <Image
          src="/images/sms-consent.svg"
          alt="The phone number form with the consent box 'I agree to receive text messages for multi-factor authentication.' checked, and the text message with a 6-digit verification code that follows."
          width="360px"
          height="640px"
          maxW="100%"
          h="auto"
        />
      </Stack>
    </Container>
  );
}
