/**
 * Texts of the log hooks (keys `tm.log.*`), English and German, part of the Terra Mystica catalog (catalog.ts). Kept
 * apart from log-io.ts so the catalogs load without the engine.
 */

/** One text in both languages. */
export type Pair = [en: string, de: string];

export const TM_LOG_TEXTS: Record<string, Pair> = {
  'log.unreadable': ['Line {line} ({text}): {reason}', 'Zeile {line} ({text}): {reason}'],
  'log.reason.command': ['unknown command', 'unbekannter Befehl'],
  'log.reason.global': ['unknown line outside a faction', 'unbekannte Zeile ohne Volk'],
  'log.reason.faction': ['unknown faction “{name}”', 'unbekanntes Volk „{name}“'],
  'log.reason.option': ['unsupported option “{name}”', 'nicht unterstützte Option „{name}“'],
  'log.reason.delete': ['only bonus tiles can be removed, not “{name}”', 'nur Bonuskarten können entfernt werden, nicht „{name}“'],
  'log.reason.map': ['unknown map “{name}”', 'unbekannter Spielplan „{name}“'],
  'log.reason.factions': ['the log sets up fewer than two factions', 'das Protokoll stellt weniger als zwei Völker auf'],
  'log.reason.seats': ['the seat order does not match the factions', 'die Sitzordnung passt nicht zu den Völkern'],
  'log.reason.building': ['unknown building “{name}”', 'unbekanntes Gebäude „{name}“'],
  'log.reason.colour': ['unknown colour “{name}”', 'unbekannte Farbe „{name}“'],
  'log.reason.cult': ['unknown cult “{name}”', 'unbekannter Kult „{name}“'],
  'log.reason.resource': ['unknown resource in “{name}”', 'unbekannter Rohstoff in „{name}“'],
  'log.reason.conversion': ['this conversion needs {n} {name}', 'dieser Tausch braucht {n} {name}'],
  'log.reason.offer': ['no open power offer of {n}', 'kein offenes Machtangebot über {n}'],
  'log.reason.river': ['no river hex touches all these hexes', 'kein Flussfeld grenzt an alle diese Felder'],
  'log.reason.change': ['unsupported change “{name}”', 'nicht unterstützte Änderung „{name}“'],
  'log.reason.dropPlayer': [
    'drop-faction player{n} does not name the next player to choose a faction',
    'drop-faction player{n} nennt nicht den nächsten Spieler, der ein Volk wählt',
  ],
  'log.reason.other': ['{reason}', '{reason}'],
};

