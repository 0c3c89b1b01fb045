/** How each kind of City of Rome card looks: fill colour, icon, ink, and the short label key. */
import type { CorCardInfo, CorColour } from '../../src/games/city-of-rome/view';
import type { IconName } from '../kit/icons';
import { inkOn } from '../kit/colour';
import { OKABE_ITO } from '../kit/palette';

/** Public building colours drawn with Okabe–Ito hues; the building's icon is the second cue. */
export const PUBLIC_FILL: Record<CorColour, string> = {
  green: OKABE_ITO.bluishGreen,
  red: OKABE_ITO.vermillion,
  yellow: OKABE_ITO.yellow,
  blue: OKABE_ITO.blue,
};

const KIND_FILL = {
  house: '#f2cfae',
  production: '#d9e6b5',
  aqueduct: '#cbd8e2',
  temple: '#e9e2f1',
} as const;

/** Deck I cards ("special" versions) get a gold frame as on the printed cards. */
export const SPECIAL_FRAME = '#c99a1e';
export const CARD_EDGE = '#3b3128';

export interface CardLook {
  fill: string;
  ink: string;
  icon: IconName;
  /** Colour passed to the icon (undefined = the icon's own colours). */
  iconColour?: string;
  /** i18n key of the short label printed on city cells. */
  shortLabel: string;
}

export function cardLook(card: CorCardInfo): CardLook {
  switch (card.kind) {
    case 'house':
      return { fill: KIND_FILL.house, ink: '#1d1a16', icon: 'house', shortLabel: card.stars > 0 ? 'render.cor.short.luxury' : 'render.cor.short.house' };
    case 'production': {
      const type = card.production ?? 'vegetable';
      const icon: IconName = { vegetable: 'carrot', grain: 'wheat', sheep: 'sheep', vineyard: 'grapes' }[type] as IconName;
      return { fill: KIND_FILL.production, ink: '#1d1a16', icon, shortLabel: `render.cor.short.${type}` };
    }
    case 'public': {
      const type = card.publicType ?? 'market';
      const fill = PUBLIC_FILL[card.colour ?? 'yellow'];
      const ink = inkOn(fill, '#1d1a16', '#ffffff');
      const icon: IconName = type === 'baths' ? 'baths' : type;
      // Baths waves are drawn in the card's ink so they show on the blue fill.
      return { fill, ink, icon, iconColour: type === 'baths' ? ink : undefined, shortLabel: `render.cor.short.${type}` };
    }
    case 'aqueduct':
      return { fill: KIND_FILL.aqueduct, ink: '#1d1a16', icon: 'aqueduct', shortLabel: 'render.cor.short.aqueduct' };
    case 'temple': {
      const type = card.temple ?? 'luna';
      return { fill: KIND_FILL.temple, ink: '#1d1a16', icon: type === 'shrine' ? 'shrine' : 'temple', shortLabel: `render.cor.temple.${type}` };
    }
  }
}
