/** Feedback items as the API shows them: never the attachment's storage key. */
import { adminStatusOf } from '#domain/feedback';
import type { FeedbackRecord } from '#store/feedback';
import type { AdminFeedbackItem, MyFeedbackItem } from '#contract/feedbackResponses';

export function toMyFeedbackItem(record: FeedbackRecord): MyFeedbackItem {
  return {
    id: record.id,
    feedback_type: record.feedback_type,
    title: record.title,
    description: record.description,
    importance: record.importance,
    status: record.status,
    has_attachment: record.attachment_key !== null,
    created_at: record.created_at,
  };
}

export function toAdminFeedbackItem(record: FeedbackRecord): AdminFeedbackItem {
  return {
    ...toMyFeedbackItem(record),
    user_id: record.user_id,
    full_name: record.full_name,
    email: record.email,
    admin_status: adminStatusOf(record.admin_status),
    admin_updated_at: record.admin_updated_at,
    updated_by: record.updated_by,
  };
}
