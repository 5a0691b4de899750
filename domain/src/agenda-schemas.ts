/**
 * The agenda schemas (zod): what the event editor and the callables validate (agenda.ts is the
 * vocabulary). Items are admin text shown to everyone: the text policy of docs/trust.md, the
 * limits of AGENDA_LIMITS, and a version per language, as an event's title and description.
 */
import { z } from 'zod';
import { AGENDA_LIMITS } from './agenda.js';
import { documentIdSchema } from './payload-schemas.js';
import { shownTextSchema } from './shown-text.js';
import { translationsSchema } from './localized-schemas.js';

const agendaTitleSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Item title is required')
    .max(AGENDA_LIMITS.titleMax, `Item titles must be at most ${AGENDA_LIMITS.titleMax} characters`),
  'Item title',
);

const agendaDescriptionSchema = shownTextSchema(
  z
    .string()
    .trim()
    .max(AGENDA_LIMITS.descriptionMax, `Item descriptions must be at most ${AGENDA_LIMITS.descriptionMax} characters`),
  'Item description',
  true,
);

export const agendaItemIdSchema = documentIdSchema('agenda item id', AGENDA_LIMITS.idMax);

/** One item as the editor sends it: a new item has no id (the server gives it one). */
export const agendaItemInputSchema = z.object({
  id: agendaItemIdSchema.optional(),
  title: agendaTitleSchema,
  description: agendaDescriptionSchema.default(''),
  /** The item in other languages (the event's language is the item's): the same item. */
  translations: translationsSchema({ title: agendaTitleSchema, description: agendaDescriptionSchema }),
});
export type AgendaItemInput = z.input<typeof agendaItemInputSchema>;

/** The whole agenda, in order: at most AGENDA_LIMITS.itemsMax items, each id once. */
export const agendaInputSchema = z
  .array(agendaItemInputSchema)
  .max(AGENDA_LIMITS.itemsMax, `An agenda has at most ${AGENDA_LIMITS.itemsMax} items`)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (item.id === undefined) return;
      if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Each item appears once' });
      seen.add(item.id);
    });
  });
