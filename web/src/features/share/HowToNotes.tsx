import { Card, Heading, List } from '@chakra-ui/react';

/** The four how-to notes of the share page. */
export const HOW_TO_NOTES = [
  'Show your Vouch for Me code to people who know you: scanning it opens your profile so they can vouch for you.',
  'Use Download QR Code to save it for a résumé, a business card or a flyer, or Share to send the link directly.',
  'Generate an invite QR code for someone who is not on Vouched yet; scanning it takes them to sign-up with the code filled in.',
  'Invite QR codes are one-time use and expire after 30 days. You can hold up to 10 invites.',
] as const;

export function HowToNotes() {
  return (
    <Card.Root as="section" aria-labelledby="how-to-heading" variant="subtle">
      <Card.Body>
        <Heading as="h2" size="md" id="how-to-heading" mb="3">
          How to use your QR codes
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          {HOW_TO_NOTES.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
