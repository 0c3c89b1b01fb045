import type { FieldPath, FormErrors } from '../errors';
import { checkArray, checkBoolean, checkInteger, checkMediaUrl, checkString, isRecord, textLength } from './fields';

/** Discord's documented embed limits (docs: message resource, embed limits). */
export const EmbedLimits = {
  perMessage: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  total: 6000,
} as const;

export interface EmbedReport {
  /** attachment:// names the embeds reference (image, thumbnail, author/footer icons). */
  attachmentRefs: string[];
}

/** Validates `embeds`, including the 6000-character budget over all embeds of the message. */
export function validateEmbeds(errors: FormErrors, path: FieldPath, value: unknown): EmbedReport {
  const refs: string[] = [];
  const embeds = checkArray(errors, path, value, { max: EmbedLimits.perMessage });
  if (!embeds) return { attachmentRefs: refs };
  let total = 0;
  const count = (text: string | undefined): void => {
    if (text !== undefined) total += textLength(text);
  };
  const media = (at: FieldPath, holder: unknown, key: string): void => {
    if (!isRecord(holder)) return;
    const url = checkMediaUrl(errors, [...at, key], holder[key], key === 'url');
    if (url?.startsWith('attachment://')) refs.push(url.slice('attachment://'.length));
  };
  embeds.forEach((embed, i) => {
    const at = [...path, i];
    if (!isRecord(embed)) {
      errors.add(at, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      return;
    }
    count(checkString(errors, [...at, 'title'], embed.title, { max: EmbedLimits.title }));
    count(checkString(errors, [...at, 'description'], embed.description, { max: EmbedLimits.description }));
    if (embed.url !== undefined) checkMediaUrl(errors, [...at, 'url'], embed.url, false);
    checkInteger(errors, [...at, 'color'], embed.color, { min: 0, max: 0xffffff });
    if (embed.timestamp !== undefined && (typeof embed.timestamp !== 'string' || Number.isNaN(Date.parse(embed.timestamp)))) {
      errors.add([...at, 'timestamp'], 'DATE_TYPE_PARSE', 'Could not parse the timestamp. Should be ISO8601.');
    }
    for (const part of ['image', 'thumbnail'] as const) {
      if (embed[part] !== undefined) {
        if (!isRecord(embed[part])) errors.add([...at, part], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
        else media([...at, part], embed[part], 'url');
      }
    }
    if (embed.footer !== undefined) {
      if (!isRecord(embed.footer)) errors.add([...at, 'footer'], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      else {
        count(checkString(errors, [...at, 'footer', 'text'], embed.footer.text, { min: 1, max: EmbedLimits.footer, required: true }));
        media([...at, 'footer'], embed.footer, 'icon_url');
      }
    }
    if (embed.author !== undefined) {
      if (!isRecord(embed.author)) errors.add([...at, 'author'], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      else {
        count(checkString(errors, [...at, 'author', 'name'], embed.author.name, { min: 1, max: EmbedLimits.authorName, required: true }));
        media([...at, 'author'], embed.author, 'icon_url');
      }
    }
    const fields = checkArray(errors, [...at, 'fields'], embed.fields, { max: EmbedLimits.fields });
    fields?.forEach((field, j) => {
      const fp = [...at, 'fields', j];
      if (!isRecord(field)) {
        errors.add(fp, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
        return;
      }
      count(checkString(errors, [...fp, 'name'], field.name, { min: 1, max: EmbedLimits.fieldName, required: true }));
      count(checkString(errors, [...fp, 'value'], field.value, { min: 1, max: EmbedLimits.fieldValue, required: true }));
      checkBoolean(errors, [...fp, 'inline'], field.inline);
    });
  });
  if (total > EmbedLimits.total) {
    errors.add(path, 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${EmbedLimits.total}`);
  }
  return { attachmentRefs: refs };
}
