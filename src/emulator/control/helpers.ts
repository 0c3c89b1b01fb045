import { ComponentType } from 'discord-api-types/v10';
import type { ControlComponent, ControlMessage } from './types';

/** Every component of a message, depth first (rows, containers, sections and accessories opened up). */
export function allComponents(message: Pick<ControlMessage, 'components'>): ControlComponent[] {
  const out: ControlComponent[] = [];
  const walk = (component: ControlComponent): void => {
    out.push(component);
    for (const child of component.components ?? []) walk(child);
    if (component.accessory) walk(component.accessory);
  };
  for (const component of message.components) walk(component);
  return out;
}

/** Buttons (with a custom_id) and select menus of a message. */
export function interactiveComponents(message: Pick<ControlMessage, 'components'>): ControlComponent[] {
  return allComponents(message).filter((c) => typeof c.custom_id === 'string');
}

/** The first interactive component whose custom_id matches (exactly, by prefix ending in ":", or by a predicate). */
export function findComponent(
  message: Pick<ControlMessage, 'components'>,
  match: string | ((component: ControlComponent) => boolean),
): ControlComponent | undefined {
  const test = typeof match === 'function' ? match : (c: ControlComponent) => c.custom_id === match || (match.endsWith(':') && (c.custom_id ?? '').startsWith(match));
  return interactiveComponents(message).find(test);
}

/** The text a user reads in a message: content, embed titles/descriptions/fields and V2 text displays. */
export function messageText(message: ControlMessage): string {
  const parts = [message.content];
  for (const embed of message.embeds) {
    parts.push(embed.title ?? '', embed.description ?? '', ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]), embed.footer?.text ?? '');
  }
  for (const component of allComponents(message)) if (component.type === ComponentType.TextDisplay && typeof component.content === 'string') parts.push(component.content);
  return parts.filter((p) => p !== '').join('\n');
}
