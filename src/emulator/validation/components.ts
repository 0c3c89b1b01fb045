import { ComponentType } from 'discord-api-types/v10';
import type { FieldPath, FormErrors } from '../errors';
import {
  checkArray,
  checkBoolean,
  checkChoice,
  checkInteger,
  checkMediaUrl,
  checkString,
  isRecord,
  required,
  textLength,
} from './fields';

/** Discord's documented component limits (docs: components reference). */
export const ComponentLimits = {
  legacyActionRows: 5,
  buttonsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  buttonUrl: 512,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  selectValues: 25,
  v2TotalComponents: 40,
  v2TextTotal: 4000,
  sectionTexts: 3,
  galleryItems: 10,
  mediaDescription: 1024,
} as const;

const SELECT_TYPES: readonly number[] = [
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
];
const V2_TOP_LEVEL: readonly number[] = [
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
  ComponentType.Container,
];
const CONTAINER_CHILDREN: readonly number[] = [
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
];

/** Walks a component tree collecting errors, custom_ids (for uniqueness), the component count and V2 text budget. */
class ComponentChecker {
  private readonly customIds = new Set<string>();
  private readonly numericIds = new Set<number>();
  total = 0;
  textTotal = 0;
  /** attachment:// names referenced by V2 media, resolved against the message's files later. */
  readonly attachmentRefs: { path: FieldPath; name: string; fileOnly: boolean }[] = [];

  constructor(
    private readonly errors: FormErrors,
    private readonly v2: boolean,
  ) {}

  private typeOf(path: FieldPath, component: unknown, allowed: readonly number[]): Record<string, unknown> | null {
    if (!isRecord(component)) {
      this.errors.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      return null;
    }
    this.total += 1;
    if (component.type === undefined) {
      required(this.errors, [...path, 'type']);
      return null;
    }
    if (typeof component.type !== 'number' || !allowed.includes(component.type)) {
      this.errors.add([...path, 'type'], 'UNION_TYPE_CHOICES', `Value of field "type" must be one of (${allowed.join(', ')}).`);
      return null;
    }
    if (component.id !== undefined) {
      const id = checkInteger(this.errors, [...path, 'id'], component.id, { min: 0, max: 2 ** 31 - 1 });
      if (id !== undefined) {
        if (this.numericIds.has(id)) this.errors.add([...path, 'id'], 'COMPONENT_ID_DUPLICATED', 'Component id must be unique.');
        this.numericIds.add(id);
      }
    }
    return component;
  }

  private customId(path: FieldPath, value: unknown): void {
    const id = checkString(this.errors, [...path, 'custom_id'], value, { min: 1, max: ComponentLimits.customId, required: true });
    if (id === undefined) return;
    if (this.customIds.has(id)) {
      this.errors.add([...path, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
    }
    this.customIds.add(id);
  }

  topLevel(components: unknown[], basePath: FieldPath): void {
    components.forEach((component, i) => {
      const path = [...basePath, i];
      const allowed = this.v2 ? V2_TOP_LEVEL : [ComponentType.ActionRow];
      const c = this.typeOf(path, component, allowed);
      if (c) this.dispatch(path, c);
    });
  }

  private dispatch(path: FieldPath, c: Record<string, unknown>): void {
    switch (c.type) {
      case ComponentType.ActionRow:
        return this.actionRow(path, c);
      case ComponentType.Section:
        return this.section(path, c);
      case ComponentType.TextDisplay:
        return this.textDisplay(path, c);
      case ComponentType.MediaGallery:
        return this.mediaGallery(path, c);
      case ComponentType.File:
        return this.file(path, c);
      case ComponentType.Separator:
        return this.separator(path, c);
      case ComponentType.Container:
        return this.container(path, c);
      case ComponentType.Thumbnail:
        return this.thumbnail(path, c);
      case ComponentType.Button:
        return this.button(path, c);
      default:
        return this.select(path, c);
    }
  }

  private actionRow(path: FieldPath, row: Record<string, unknown>): void {
    const children = checkArray(this.errors, [...path, 'components'], row.components, {
      min: 1,
      max: ComponentLimits.buttonsPerRow,
      required: true,
    });
    if (!children) return;
    const typed = children.map((child, i) => this.typeOf([...path, 'components', i], child, [ComponentType.Button, ...SELECT_TYPES]));
    const selects = typed.filter((c) => c !== null && SELECT_TYPES.includes(c.type as number)).length;
    if (selects > 0 && children.length > 1) {
      this.errors.add([...path, 'components'], 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'The specified component exceeds the maximum width');
    }
    typed.forEach((c, i) => {
      if (c) this.dispatch([...path, 'components', i], c);
    });
  }

  private button(path: FieldPath, b: Record<string, unknown>): void {
    const style = checkChoice(this.errors, [...path, 'style'], b.style, [1, 2, 3, 4, 5, 6]);
    checkBoolean(this.errors, [...path, 'disabled'], b.disabled);
    if (style === 6) {
      checkString(this.errors, [...path, 'sku_id'], b.sku_id, { min: 1, max: 20, required: true });
      return;
    }
    checkString(this.errors, [...path, 'label'], b.label, { max: ComponentLimits.buttonLabel });
    if ((b.label === undefined || b.label === null || b.label === '') && !isRecord(b.emoji)) {
      this.errors.add([...path, 'label'], 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', 'A label or an emoji is required.');
    }
    if (style === 5) {
      const url = checkString(this.errors, [...path, 'url'], b.url, { min: 1, max: ComponentLimits.buttonUrl, required: true });
      if (url !== undefined && !/^(https?|discord):\/\//i.test(url)) {
        this.errors.add([...path, 'url'], 'URL_TYPE_INVALID_SCHEME', 'Scheme must be one of (http, https, discord).');
      }
      if (b.custom_id !== undefined) {
        this.errors.add([...path, 'custom_id'], 'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED', 'A link button cannot have a custom id.');
      }
    } else if (style !== undefined) {
      this.customId(path, b.custom_id);
      if (b.url !== undefined) {
        this.errors.add([...path, 'url'], 'BUTTON_COMPONENT_URL_NOT_ALLOWED', 'Only link buttons may have a url.');
      }
    }
  }

  private select(path: FieldPath, s: Record<string, unknown>): void {
    this.customId(path, s.custom_id);
    checkString(this.errors, [...path, 'placeholder'], s.placeholder, { max: ComponentLimits.selectPlaceholder });
    checkBoolean(this.errors, [...path, 'disabled'], s.disabled);
    const min = checkInteger(this.errors, [...path, 'min_values'], s.min_values, { min: 0, max: ComponentLimits.selectValues }) ?? 1;
    const max = checkInteger(this.errors, [...path, 'max_values'], s.max_values, { min: 1, max: ComponentLimits.selectValues }) ?? 1;
    if (min > max) {
      this.errors.add([...path, 'min_values'], 'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE', 'min_values must be less than or equal to max_values.');
    }
    if (s.type !== ComponentType.StringSelect) return;
    const options = checkArray(this.errors, [...path, 'options'], s.options, {
      min: 1,
      max: ComponentLimits.selectOptions,
      required: true,
    });
    if (!options) return;
    if (max > options.length && options.length > 0) {
      this.errors.add([...path, 'max_values'], 'SELECT_COMPONENT_MAX_VALUES_EXCEEDS_OPTIONS', `max_values must be less than or equal to ${options.length}.`);
    }
    const values = new Set<string>();
    options.forEach((option, i) => {
      const at = [...path, 'options', i];
      if (!isRecord(option)) {
        this.errors.add(at, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
        return;
      }
      checkString(this.errors, [...at, 'label'], option.label, { min: 1, max: ComponentLimits.selectOptionText, required: true });
      const value = checkString(this.errors, [...at, 'value'], option.value, { min: 1, max: ComponentLimits.selectOptionText, required: true });
      checkString(this.errors, [...at, 'description'], option.description, { max: ComponentLimits.selectOptionText });
      checkBoolean(this.errors, [...at, 'default'], option.default);
      if (value !== undefined) {
        if (values.has(value)) {
          this.errors.add([...at, 'value'], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'Select component option values must be unique');
        }
        values.add(value);
      }
    });
  }

  private section(path: FieldPath, s: Record<string, unknown>): void {
    const texts = checkArray(this.errors, [...path, 'components'], s.components, { min: 1, max: ComponentLimits.sectionTexts, required: true });
    texts?.forEach((t, i) => {
      const c = this.typeOf([...path, 'components', i], t, [ComponentType.TextDisplay]);
      if (c) this.textDisplay([...path, 'components', i], c);
    });
    if (s.accessory === undefined) {
      required(this.errors, [...path, 'accessory']);
      return;
    }
    const accessory = this.typeOf([...path, 'accessory'], s.accessory, [ComponentType.Button, ComponentType.Thumbnail]);
    if (accessory) this.dispatch([...path, 'accessory'], accessory);
  }

  private textDisplay(path: FieldPath, t: Record<string, unknown>): void {
    const content = checkString(this.errors, [...path, 'content'], t.content, { min: 1, max: ComponentLimits.v2TextTotal, required: true });
    if (content !== undefined) this.textTotal += textLength(content);
  }

  private media(path: FieldPath, value: unknown, fileOnly: boolean): void {
    if (!isRecord(value)) {
      required(this.errors, path);
      return;
    }
    const url = checkMediaUrl(this.errors, [...path, 'url'], value.url, true);
    if (url === undefined) return;
    if (url.startsWith('attachment://')) {
      this.attachmentRefs.push({ path: [...path, 'url'], name: url.slice('attachment://'.length), fileOnly });
    } else if (fileOnly) {
      this.errors.add([...path, 'url'], 'UNFURLED_MEDIA_ITEM_URL_SCHEME_INVALID', 'File components only accept attachment:// URLs.');
    }
  }

  private thumbnail(path: FieldPath, t: Record<string, unknown>): void {
    this.media([...path, 'media'], t.media, false);
    checkString(this.errors, [...path, 'description'], t.description, { max: ComponentLimits.mediaDescription });
    checkBoolean(this.errors, [...path, 'spoiler'], t.spoiler);
  }

  private mediaGallery(path: FieldPath, g: Record<string, unknown>): void {
    const items = checkArray(this.errors, [...path, 'items'], g.items, { min: 1, max: ComponentLimits.galleryItems, required: true });
    items?.forEach((item, i) => {
      const at = [...path, 'items', i];
      if (!isRecord(item)) {
        this.errors.add(at, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
        return;
      }
      this.media([...at, 'media'], item.media, false);
      checkString(this.errors, [...at, 'description'], item.description, { max: ComponentLimits.mediaDescription });
    });
  }

  private file(path: FieldPath, f: Record<string, unknown>): void {
    this.media([...path, 'file'], f.file, true);
  }

  private separator(path: FieldPath, s: Record<string, unknown>): void {
    if (s.spacing !== undefined) checkChoice(this.errors, [...path, 'spacing'], s.spacing, [1, 2]);
    checkBoolean(this.errors, [...path, 'divider'], s.divider);
  }

  private container(path: FieldPath, c: Record<string, unknown>): void {
    checkInteger(this.errors, [...path, 'accent_color'], c.accent_color, { min: 0, max: 0xffffff });
    checkBoolean(this.errors, [...path, 'spoiler'], c.spoiler);
    const children = checkArray(this.errors, [...path, 'components'], c.components, { min: 1, max: ComponentLimits.v2TotalComponents, required: true });
    children?.forEach((child, i) => {
      const typed = this.typeOf([...path, 'components', i], child, CONTAINER_CHILDREN);
      if (typed) this.dispatch([...path, 'components', i], typed);
    });
  }
}

export interface ComponentReport {
  /** attachment:// names used by V2 media, with where they were used. */
  attachmentRefs: { path: FieldPath; name: string; fileOnly: boolean }[];
}

/** Validates `components` of a message: legacy action rows, or a Components V2 tree when `v2` is set. */
export function validateComponents(errors: FormErrors, path: FieldPath, value: unknown, v2: boolean): ComponentReport {
  const checker = new ComponentChecker(errors, v2);
  const max = v2 ? ComponentLimits.v2TotalComponents : ComponentLimits.legacyActionRows;
  const components = checkArray(errors, path, value, { max });
  if (components) {
    checker.topLevel(components, path);
    if (v2 && checker.total > ComponentLimits.v2TotalComponents) {
      errors.add(path, 'COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED', `The maximum number of components (${ComponentLimits.v2TotalComponents}) was exceeded.`);
    }
    if (v2 && checker.textTotal > ComponentLimits.v2TextTotal) {
      errors.add(path, 'COMPONENT_MAX_TEXT_LENGTH_EXCEEDED', `The total length of text in components must be ${ComponentLimits.v2TextTotal} or fewer.`);
    }
  }
  return { attachmentRefs: checker.attachmentRefs };
}
