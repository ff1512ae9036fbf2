import * as z from 'zod/mini';

/** The response envelope every endpoint answers with (docs/api.md, "Envelope"). */

export type SuccessEnvelope<T> = { success: true; message: string; data: T };

export function successEnvelopeSchema<T extends z.core.$ZodType>(
  data: T,
): z.ZodMiniType<SuccessEnvelope<z.output<T>>> {
  // zod cannot see through a generic object shape to its output type; this states what it is once, here.
  return z.object({ success: z.literal(true), message: z.string(), data }) as unknown as z.ZodMiniType<
    SuccessEnvelope<z.output<T>>
  >;
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  statusCode: z.int(),
  errors: z.array(fieldErrorSchema),
  timestamp: z.string(),
  path: z.string(),
  method: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
