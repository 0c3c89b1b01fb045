/** Every catalog the project ships, by area: the house's, each game's (installed by the composition root) and the playground's. */
import { emulatorCatalog } from '../../src/emulator/playground/catalog';
import type { Catalog } from '../../src/i18n/catalog';
import { installedCatalogs } from '../../src/i18n';

export const catalogs: Readonly<Record<string, Catalog>> = { ...installedCatalogs(), emulator: emulatorCatalog };
