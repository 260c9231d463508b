import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { TermsText } from '../terms';
import { StaticPage } from './StaticPage';

/** /terms — the same text members agree to in the terms modal (features/terms/TermsText). */
export default function TermsPage() {
  return (
    <StaticPage title="Terms of Service" eyebrow="Legal">
      <TermsText headingLevel="h2" />
      <Text color="fg.muted" textStyle="sm">
        How we handle your data is described on the{' '}
        <Link asChild color="brand.link">
          <RouterLink to="/data-security">Data Security &amp; Privacy</RouterLink>
        </Link>{' '}
        page.
      </Text>
    </StaticPage>
  );
}
