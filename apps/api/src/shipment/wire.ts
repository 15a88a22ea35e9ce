import { z } from 'zod';
import { calendarDay } from '@shoreline/domain/formats';

export {
  labelDayWire,
  labelVoidWire,
  labelWire,
  type LabelAnswer,
  type LabelDayAnswer,
  type LabelVoidAnswer,
} from '@shoreline/domain/wire/shipping-labels';

/** The shapes of the label routes (issue 37). */

export const buyLabelBody = z.object({}).meta({ description: 'Nothing: the box, its flags and the rate come from the order' });

export const labelDayBody = z.object({ date: calendarDay('date: use YYYY-MM-DD') });

export const labelFileQuery = z.object({
  format: z.enum(['pdf', 'zpl']).default('pdf'),
  /** Which box's label, when the order ships in several (1 first). */
  box: z.coerce.number().int().min(1).max(99).default(1),
});

export const rawWebhookBody = z
  .string()
  .catch('')
  .meta({ description: "EasyPost's Event as it sent it (JSON text, verified by its X-Hmac-Signature)" });

export const webhookReceivedWire = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
  outcome: z.string().optional(),
});
