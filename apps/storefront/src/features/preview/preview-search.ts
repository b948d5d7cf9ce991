import * as v from 'valibot';
import { PreviewTokenSchema } from '@shop/api-client';

/** `/preview/{id}?token=…`: the preview link's token; a malformed one counts as none. */
export const PreviewSearchSchema = v.object({
  token: v.fallback(v.optional(PreviewTokenSchema), undefined),
});
export type PreviewSearch = v.InferOutput<typeof PreviewSearchSchema>;
