import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useAuthDialogs } from '../../shared/AuthDialogContext';
import { useUser } from '../../shared/session/useUser';
import { HeroImage } from './HeroImage';

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard focus along with the view.
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function HeroSection() {
  const { user } = useUser();
  const { openAuthDialog } = useAuthDialogs();
  const navigate = useNavigate();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      px="4"
      pt={{ base: '10', md: '16' }}
      pb={{ base: '14', md: '20' }}
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
    >
      <Grid maxW="6xl" mx="auto" templateColumns={{ base: '1fr', lg: '1.05fr 1fr' }} gap={{ base: '10', lg: '12' }} alignItems="center">
        <Stack gap="6" textAlign={{ base: 'center', lg: 'left' }} align={{ base: 'center', lg: 'flex-start' }}>
          <Text textStyle="sm" fontWeight="semibold" color="coral.fg" textTransform="uppercase" letterSpacing="wider">
            Invite-only · Positive-only
          </Text>
          <Heading as="h1" id="hero-heading" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="-0.03em" color="brand.heading">
            Character, Prioritized
          </Heading>
          <Text fontSize={{ base: 'lg', md: '2xl' }} color="fg.muted" maxW="xl">
            Digital letters of recommendation. All in one place.
          </Text>
          {user ? (
            <Button size="lg" colorPalette="brand" onClick={() => navigate('/vouch-community')}>
              Explore the Vouch Community <ArrowRight />
            </Button>
          ) : (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button size="lg" colorPalette="brand" onClick={() => openAuthDialog({ kind: 'signup' })}>
                Get Started
              </Button>
              <Button size="lg" variant="outline" colorPalette="brand" onClick={() => scrollToSection('how-it-works')}>
                How It Works
              </Button>
              <Button size="lg" variant="ghost" colorPalette="brand" onClick={() => scrollToSection('who-needs-vouched')}>
                Who Needs Vouched?
              </Button>
            </Stack>
          )}
        </Stack>
        <HeroImage />
      </Grid>
    </Box>
  );
}
