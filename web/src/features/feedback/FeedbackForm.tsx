import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, Field, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { ATTACHMENT_MAX_BYTES, FEEDBACK_DESCRIPTION_MAX, FEEDBACK_MESSAGES, FEEDBACK_TITLE_MAX, isAttachmentContentType } from '#domain/feedback';
import { toaster } from '../../shared/toaster';
import { ApiError } from '../../lib/api';
import { ApiHooks } from '../../lib/query/apiHooks';
import { uploadAttachment } from './uploadAttachment';

/** What the file picker offers (the server checks the real type again). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.pdf,.doc,.docx,.txt';

const TYPES = [
  { value: 'bug', label: 'Bug Report' },
  { value: 'idea', label: 'Feature Idea' },
] as const;
const IMPORTANCES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const;

/** Submit Feedback: type and importance required, title and description with counters, one optional attachment. */
export function FeedbackForm() {
  const [type, setType] = useState('');
  const [importance, setImportance] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = ApiHooks.useSubmitFeedback();

  function pickFile(picked: File | undefined) {
    if (!picked) return setFile(null);
    if (picked.size > ATTACHMENT_MAX_BYTES) {
      toaster.create({ type: 'error', title: 'File too large', description: 'Please select a file smaller than 5MB' });
      if (fileInput.current) fileInput.current.value = '';
      return setFile(null);
    }
    if (!isAttachmentContentType(picked.type)) {
      toaster.create({ type: 'error', title: 'Error', description: FEEDBACK_MESSAGES.fileType });
      if (fileInput.current) fileInput.current.value = '';
      return setFile(null);
    }
    setFile(picked);
  }

  function reset() {
    setType('');
    setImportance('');
    setTitle('');
    setDescription('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!type || !importance) {
      toaster.create({ type: 'error', title: 'Missing information', description: 'Please fill in all required fields' });
      return;
    }
    setBusy(true);
    try {
      let attachmentKey: string | undefined;
      let uploadFailed = false;
      if (file) {
        try {
          attachmentKey = await uploadAttachment(file);
        } catch {
          uploadFailed = true;
        }
      }
      // The feedback is sent even when the upload failed, without the attachment.
      const result = await submit.mutateAsync({
        feedback_type: type as 'bug',
        importance: importance as 'small',
        title,
        description,
        ...(attachmentKey ? { attachment_key: attachmentKey } : {}),
      });
      if (uploadFailed || result.attachment === 'rejected') {
        toaster.create({ type: 'error', title: 'Upload failed', description: 'Failed to upload attachment. Please try again.' });
      } else {
        toaster.create({ type: 'success', title: 'Feedback submitted', description: 'Thank you for your feedback!' });
      }
      reset();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Unknown error';
      const code = error instanceof ApiError ? error.status : 'unknown';
      toaster.create({ type: 'error', title: 'Submission failed', description: `Failed to submit feedback: ${message} (Error code: ${code})` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="submit-feedback-heading">
      <Card.Body>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="4">
            <Heading as="h2" size="lg" id="submit-feedback-heading">
              Submit Feedback
            </Heading>
            <Field.Root required>
              <Field.Label>
                Feedback Type <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value)} placeholder="Select type">
                  {TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                Importance <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={importance} onChange={(e) => setImportance(e.target.value)} placeholder="Select importance">
                  {IMPORTANCES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Title</Field.Label>
              <Input value={title} maxLength={FEEDBACK_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} placeholder="Brief summary" />
              <Field.HelperText>
                {title.length}/{FEEDBACK_TITLE_MAX}
              </Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Description</Field.Label>
              <Textarea
                value={description}
                maxLength={FEEDBACK_DESCRIPTION_MAX}
                rows={6}
                onChange={(e) => setDescription(e.target.value)}
                placeholder="Tell us more"
              />
              <Field.HelperText>
                {description.length}/{FEEDBACK_DESCRIPTION_MAX}
              </Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Attachment (optional)</Field.Label>
              <Input ref={fileInput} type="file" accept={ACCEPT} p="1" onChange={(e) => pickFile(e.target.files?.[0])} />
              <Field.HelperText>Images, PDF, DOC, DOCX or TXT, up to 5MB.</Field.HelperText>
            </Field.Root>
            {file ? <Text textStyle="sm">Selected: {file.name}</Text> : null}
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
              Submit Feedback
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
