/** The member's avatar: the upload form (straight to S3) and recording the uploaded key. Its own function, so the S3 client stays out of the 'me' bundle. */
import { avatarUploadSchema, saveAvatarSchema } from '#domain/avatar';
import * as z from 'zod';
import { myProfileSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** The presigned POST form for one avatar upload (the bucket's policy: this key, image/jpeg, at most 2 MB). */
export const avatarUploadFormSchema = z.strictObject({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** What to pass back to saveAvatar once the upload succeeded. */
  key: z.string(),
});

export const avatarRoutes = [
  // The avatar: a presigned POST form (the cropped JPEG goes straight to the avatars bucket), then the key is recorded once the stored object checks out.
  {
    id: 'createAvatarUpload',
    method: 'POST',
    path: '/api/me/avatar/uploads',
    access: 'member',
    feature: 'avatar',
    body: avatarUploadSchema,
    ratePerMinute: 10,
    callerRecords: false,
    response: avatarUploadFormSchema,
    status: 201,
  },
  // The answer is the profile with the new avatar_url (the top bar's avatar reads it too).
  {
    id: 'saveAvatar',
    method: 'PUT',
    path: '/api/me/avatar',
    access: 'member',
    feature: 'avatar',
    body: saveAvatarSchema,
    ratePerMinute: 10,
    answers: 'getMe',
    response: myProfileSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const avatarAccess = {
  createAvatarUpload: { request: () => ({ body: { size: 4096 } }), allowed: 201 },
  saveAvatar: { request: (role, fx) => ({ body: { key: fx.avatarKeyOf.get(role) ?? 'avatars/nobody-a1b2c3d4.jpg' } }), allowed: 200 },
} satisfies AccessRows<typeof avatarRoutes>;
