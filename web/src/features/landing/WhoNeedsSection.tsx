import { SimpleGrid } from '@chakra-ui/react';
import { Baby, Briefcase, GraduationCap, Heart, Home, Laptop, Store, Users } from 'lucide-react';
import { FlipCard } from './FlipCard';
import { LandingSection } from './LandingSection';

const CARDS = [
  {
    icon: Briefcase,
    title: 'Job seekers',
    back: 'A résumé lists what you did. Vouches show how you did it — from the people who worked beside you.',
  },
  { icon: Laptop, title: 'Freelancers', back: 'Win the next client with words from the last ones: reliable, clear, easy to work with.' },
  { icon: Baby, title: 'Babysitters & caregivers', back: "Parents want to know who they're trusting. Let families you've cared for speak for you." },
  { icon: Store, title: 'Entrepreneurs', back: 'Partners and investors back people first. Show the character behind the pitch.' },
  { icon: GraduationCap, title: 'Students', back: 'Teachers, coaches and classmates can vouch for you long before you have a work history.' },
  { icon: Home, title: 'Neighbors', back: "Renting, house-sitting, lending a hand: a neighbor's vouch opens doors, literally." },
  { icon: Users, title: 'Volunteers', back: 'Organizations look for people who show up. Your fellow volunteers know who does.' },
  { icon: Heart, title: 'Dating', back: "Friends who know you best can say what a profile can't: that you're kind, honest and real." },
];

/** 'Who Needs Vouched?': the concept flip cards. The hero button of that name scrolls here. */
export function WhoNeedsSection() {
  return (
    <LandingSection
      id="who-needs-vouched"
      headingId="who-needs-heading"
      title="Who Needs Vouched?"
      subtitle="Anyone whose next step depends on being trusted."
    >
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '5' }}>
        {CARDS.map((card) => (
          <FlipCard key={card.title} {...card} />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
