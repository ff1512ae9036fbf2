import { z } from 'zod';

/** The response envelope every endpoint answers with (DESIGN.md, "Envelope"). */

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  statusCode: z.number().int(),
  errors: z.array(fieldErrorSchema),
  timestamp: z.string(),
  path: z.string(),
  method: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
