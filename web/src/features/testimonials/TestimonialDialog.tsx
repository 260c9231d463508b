import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { TESTIMONIAL_CONTENT_MAX, TESTIMONIAL_NAME_MAX, testimonialSchema } from '#domain/testimonial';
import { TESTIMONIAL_MESSAGES, testimonialProblem } from '#domain/profanity';
import { toaster } from '../../shared/toaster';
import { ApiError } from '../../lib/apiError';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { submitHandler } from '../../lib/submitHandler';
import { DialogFrame } from '../../ui/DialogFrame';

const [INAPPROPRIATE_TITLE, INAPPROPRIATE_DESCRIPTION] = TESTIMONIAL_MESSAGES.inappropriate.split(': ') as [string, string];

/** 'Write a Testimonial': Your Name, Your Testimonial; Cancel and Submit. The server checks the same rules again. */
export default function TestimonialDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const create = ApiHooks.useCreateTestimonial();

  const submit = async () => {
    const parsed = testimonialSchema.safeParse({ name, content });
    if (!parsed.success) {
      const missing = !name.trim() || !content.trim();
      toaster.create({ title: 'Error', description: missing ? TESTIMONIAL_MESSAGES.missing : parsed.error.issues[0]!.message, type: 'error' });
      return;
    }
    if (testimonialProblem(parsed.data)) {
      toaster.create({ title: INAPPROPRIATE_TITLE, description: INAPPROPRIATE_DESCRIPTION, type: 'error' });
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      toaster.create({ title: 'Thank you!', description: 'Your testimonial has been submitted.', type: 'success' });
      onClose();
    } catch (error) {
      // The server's refusals (its profanity rule, a missing field) in the spec's words; anything else: the spec's failure.
      if (error instanceof ApiError && error.message === TESTIMONIAL_MESSAGES.inappropriate) {
        toaster.create({ title: INAPPROPRIATE_TITLE, description: INAPPROPRIATE_DESCRIPTION, type: 'error' });
      } else {
        toaster.create(describeApiError(error, { fallback: TESTIMONIAL_MESSAGES.failed, serverMessage: true }));
      }
    }
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Write a Testimonial"
      closeLabel="Close"
      testId="testimonial-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="testimonial-form" colorPalette="brand" loading={create.isPending} loadingText="Submitting…">
            Submit
          </Button>
        </>
      }
    >
      <form id="testimonial-form" noValidate onSubmit={submitHandler(submit)}>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Your Name</Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={TESTIMONIAL_NAME_MAX} autoFocus />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Your Testimonial</Field.Label>
            <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={5} maxLength={TESTIMONIAL_CONTENT_MAX} />
          </Field.Root>
        </Stack>
      </form>
    </DialogFrame>
  );
}
