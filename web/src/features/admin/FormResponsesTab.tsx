import { Alert, Box, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { AdminLoadError } from './AdminLoadError';
import { formResponsesRoutes } from '#contract/features/formResponses';
import type { FormResponse } from '#contract/googleForms';
import { FORM_SEARCH_MAX, FORM_SIGNATURE_HEADER, customValueText } from '#domain/formResponses';
import { ApiHooks } from '../../lib/query/apiHooks';
import { GoogleFormFrame } from '../feedback';
import { Pager } from './FeedbackAdminTab';
import { AdminCounts } from './AdminCounts';
import { AdminSearchField } from './AdminSearchField';
import { useAdminSearch } from './useAdminSearch';
import { formatDate } from '../../lib/format';
import { RowSkeletons } from '../../ui/RowSkeletons';

const WEBHOOK_PATH = formResponsesRoutes[0].path;
/** The header as Apps Script sends it (HTTP header names ignore case). */
const SIGNATURE_HEADER = FORM_SIGNATURE_HEADER.replace(/(^|-)[a-z]/g, (s) => s.toUpperCase());

/** The script the form runs on submit: it signs the JSON body with the shared secret and posts it. */
function appsScript(webhookUrl: string): string {
  return `const WEBHOOK_URL = '${webhookUrl}';
const SECRET = 'YOUR_WEBHOOK_SECRET';

// Trigger: From form, On form submit.
function onFormSubmit(e) {
  const answers = {};
  e.response.getItemResponses().forEach(function (r) {
    answers[r.getItem().getTitle()] = r.getResponse();
  });
  const payload = JSON.stringify({
    timestamp: e.response.getTimestamp().toISOString(),
    name: answers['Name'] || '',
    email: e.response.getRespondentEmail() || answers['Email'] || '',
    feedback_text: answers['Feedback'] || '',
    custom_fields: answers,
  });
  const mac = Utilities.computeHmacSha256Signature(payload, SECRET, Utilities.Charset.UTF_8);
  const hex = mac.map(function (b) { return ('0' + (b & 0xff).toString(16)).slice(-2); }).join('');
  UrlFetchApp.fetch(WEBHOOK_URL, {
    method: 'post',
    contentType: 'application/json',
    payload: payload,
    headers: { '${SIGNATURE_HEADER}': 'sha256=' + hex },
  });
}`;
}

/** Where the form's script posts, how it signs, and a script that does both. */
function WebhookInfo() {
  const webhookUrl = `${window.location.origin}${WEBHOOK_PATH}`;
  return (
    <Alert.Root status="info" data-testid="webhook-info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Webhook</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>Paste this URL into the Google Form&apos;s Apps Script; each submission is sent there as JSON:</Text>
            <Box as="code" display="block" p="2" borderRadius="sm" bg="bg" color="fg" wordBreak="break-all" data-testid="webhook-url">
              {webhookUrl}
            </Box>
            <Text>
              Each request must carry the header <code>{SIGNATURE_HEADER}: sha256=&lt;hex&gt;</code>, the HMAC-SHA256 of the exact request body with
              the webhook secret (the FormWebhookSecret in AWS Secrets Manager). Requests with a wrong signature are refused, and a repeated delivery
              is stored once.
            </Text>
            <details>
              <summary>Apps Script example</summary>
              <Box
                as="pre"
                mt="2"
                p="2"
                borderRadius="sm"
                bg="bg"
                color="fg"
                fontSize="xs"
                overflowX="auto"
                tabIndex={0}
                aria-label="Apps Script example"
              >
                {appsScript(webhookUrl)}
              </Box>
            </details>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

const dateOf = (iso: string) => formatDate(iso, 'mediumWithTime');

function CustomFields({ fields }: { fields: FormResponse['custom_fields'] }) {
  const entries = Object.entries(fields);
  if (!entries.length) return <>—</>;
  return (
    <Stack gap="0.5">
      {entries.map(([question, answer]) => (
        <Text key={question} textStyle="xs">
          <Text as="span" fontWeight="semibold">
            {question}:
          </Text>{' '}
          {customValueText(answer)}
        </Text>
      ))}
    </Stack>
  );
}

/** View Responses: the webhook info box, search, counts and the table (server-side search and paging). */
function ResponsesView() {
  const { term, q, paging, search } = useAdminSearch();
  const list = ApiHooks.useListFormResponses({ ...(q ? { q } : {}), ...(paging.cursor ? { cursor: paging.cursor } : {}) });
  const counts = list.data?.counts;
  return (
    <Stack gap="5">
      <WebhookInfo />
      <AdminCounts
        columns={3}
        counts={[
          ['Total Responses', counts?.total],
          ['Last 7 Days', counts?.last_7_days],
        ]}
      />
      <AdminSearchField
        id="admin-form-search"
        label="Search responses"
        value={term}
        maxLength={FORM_SEARCH_MAX}
        placeholder="Name, email or feedback"
        maxW="md"
        onChange={search}
      />
      {list.isError ? (
        <AdminLoadError message="Failed to load form responses. Please try again." onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <RowSkeletons label="Loading form responses" />
      ) : list.data.responses.length === 0 ? (
        <Text color="fg.muted">No form responses found.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label="Google Form responses, scrollable">
          <Table.Root size="sm" aria-label="Google Form responses">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Submitted</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Feedback</Table.ColumnHeader>
                <Table.ColumnHeader>Other Answers</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.responses.map((r) => (
                <Table.Row key={r.id} data-testid="form-response-row">
                  <Table.Cell whiteSpace="nowrap">{dateOf(r.timestamp)}</Table.Cell>
                  <Table.Cell>{r.name || '—'}</Table.Cell>
                  <Table.Cell>{r.email || '—'}</Table.Cell>
                  <Table.Cell whiteSpace="pre-wrap" minW="200px">
                    {r.feedback_text || '—'}
                  </Table.Cell>
                  <Table.Cell minW="180px" whiteSpace="normal">
                    <CustomFields fields={r.custom_fields} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <HStack>
        <Pager
          page={paging.page}
          onPrevious={paging.previous}
          onNext={list.data?.next_cursor ? () => paging.next(list.data.next_cursor!) : undefined}
        />
      </HStack>
    </Stack>
  );
}

/** Google Form Responses: the embedded form, and View Responses. */
export function FormResponsesTab() {
  return (
    <Tabs.Root defaultValue="responses" variant="subtle" size="sm" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="form">Google Form</Tabs.Trigger>
        <Tabs.Trigger value="responses">View Responses</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="form">
        <GoogleFormFrame />
      </Tabs.Content>
      <Tabs.Content value="responses">
        <ResponsesView />
      </Tabs.Content>
    </Tabs.Root>
  );
}
