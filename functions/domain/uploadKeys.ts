/**
 * Where presigned upload forms write: every form names one key under this
 * incoming prefix, and nothing under it is ever served or linked. After its
 * check the server copies an upload to a final key outside it (no form can
 * write there) and serves only that (docs/decisions.md, 'Upload
 * finalisation'). The buckets expire what is left here after a day.
 */
export const UPLOADS_KEY_PREFIX = 'uploads/';
