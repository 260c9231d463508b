import { Box, Button, Card, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { BlogPostView } from '#contract/features/blog';
import { QUERY_RETRIES, retryRead } from '../../shared/query/queryClient';
import { ApiHooks } from '../../lib/query/apiHooks';
import { StaticPage } from './StaticPage';
import { formatBlogDate } from '#domain/blog';
import { userLocales } from '../../lib/format';

/** The spec's fallback when the failure carries no message of its own. */
const LOAD_FAILED = 'Failed to load blog posts';

function PostCard({ post }: { post: BlogPostView }) {
  const date = formatBlogDate(post.pub_date, userLocales());
  return (
    <Card.Root as="article" variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" color="brand.heading">
          {post.title}
        </Heading>
        {date && (
          <Text textStyle="sm" color="fg.muted">
            <time dateTime={post.pub_date ?? undefined}>{date}</time>
          </Text>
        )}
        {post.excerpt && <Text lineHeight="tall">{post.excerpt}</Text>}
        <Box>
          <Link href={post.link} target="_blank" rel="noopener noreferrer" color="coral.fg" fontWeight="semibold">
            Read more
            <Box as="span" srOnly>
              {` about ${post.title} (opens in a new tab)`}
            </Box>
            <ExternalLink size={14} aria-hidden="true" />
          </Link>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The shape of a post card (title, date, excerpt, Read more), so the page has its layout while the feed loads (still for a member who asked for less motion: ui/chakraTheme.ts). */
function PostSkeleton() {
  return (
    <Card.Root variant="outline" aria-hidden="true" data-testid="blog-post-skeleton">
      <Card.Body gap="3">
        <Skeleton h="6" w="70%" />
        <Skeleton h="4" w="32" />
        <Stack gap="2">
          <Skeleton h="4" />
          <Skeleton h="4" />
          <Skeleton h="4" w="80%" />
        </Stack>
        <Skeleton h="4" w="24" />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * While the posts load: said in words (and, once a try failed, which retry
 * is running) above stand-ins for the posts; a bare spinner read as nothing.
 */
function BlogLoading({ failures }: { failures: number }) {
  return (
    <Stack gap="5">
      <Stack role="status" aria-live="polite" align="center" gap="1" textAlign="center">
        <Text>Loading blog posts...</Text>
        {failures > 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Having trouble connecting to our servers. Retrying... ({Math.min(failures, QUERY_RETRIES)}/{QUERY_RETRIES})
          </Text>
        ) : null}
      </Stack>
      {[0, 1, 2].map((i) => (
        <PostSkeleton key={i} />
      ))}
    </Stack>
  );
}

/** /blog — the newsletter's posts, newest first, from the server's cache of its feed. */
export default function BlogPage() {
  // The retry policy named here, since the page counts its retries aloud.
  const blog = ApiHooks.useListBlogPosts(undefined, { staleTime: 5 * 60_000, retry: retryRead });

  let content;
  if (blog.isPending) content = <BlogLoading failures={blog.failureCount} />;
  else if (blog.isError)
    content = (
      <Stack role="alert" align="center" gap="4" textAlign="center" py="8">
        <Text>{`Failed to load blog posts: ${blog.error.message || LOAD_FAILED}`}</Text>
        {/* The spec: Try Again reloads the page. */}
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </Stack>
    );
  else if (!blog.data.posts.length) content = <Text color="fg.muted">No blog posts found.</Text>;
  else
    content = (
      <Stack gap="5">
        {blog.data.posts.map((post) => (
          <PostCard key={post.link} post={post} />
        ))}
      </Stack>
    );

  return (
    <StaticPage title="Blog" eyebrow="From the newsletter">
      {content}
    </StaticPage>
  );
}
